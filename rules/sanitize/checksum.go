package sanitize

import (
	"bytes"
	"hash/crc32"
	"regexp"
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

// slackDocumented is the structure Slack documents for its tokens: a bot
// token is xoxb-<team id>-<bot user id>-<24 letters and digits>, a user
// token xoxp-<team id>-<user id>-<id>-<32 hex>, an app-level token
// xapp-<version>-<app id>-<id>-<64 hex>. The rule's regex is looser
// (older and refreshed tokens differ); a value of exactly this shape is
// a whole token however lines cut it.
var slackDocumented = regexp.MustCompile(`^(?:xoxb-[0-9]{8,13}-[0-9]{8,14}-[A-Za-z0-9]{24}|xoxp-[0-9]{8,13}-[0-9]{8,13}-[0-9]{8,13}-[a-f0-9]{32}|xapp-[0-9]-[A-Z0-9]{9,12}-[0-9]{10,14}-[a-f0-9]{64})$`)

// slackStructure reports a token of Slack's documented structure.
func slackStructure(tok []byte) bool { return slackDocumented.Match(tok) }
