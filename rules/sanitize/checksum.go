package sanitize

import (
	"bytes"
	"hash/crc32"
)

// Checksums carried by token formats. A token that passes its vendor's
// checksum is that vendor's token beyond doubt; one that does not may
// still be (a test fixture, a generator's sample), so a checksum only
// ever adds confidence, it never keeps a match from being redacted.

const base62Digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// crc32Base62 reports whether tok (prefix_ then 30 random base62
// characters and 6 of checksum) ends with the CRC32 of its random part
// in base62, as GitHub's token formats (ghp_, gho_, ghu_, ghs_, ghr_)
// and npm's (npm_) do.
func crc32Base62(tok []byte) bool {
	i := bytes.IndexByte(tok, '_')
	if i < 0 || len(tok)-i-1 != 36 {
		return false
	}
	body := tok[i+1:]
	sum := crc32.ChecksumIEEE(body[:30])
	for k := 35; k >= 30; k-- {
		if body[k] != base62Digits[sum%62] {
			return false
		}
		sum /= 62
	}
	return sum == 0
}
