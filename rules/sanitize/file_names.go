package sanitize

import "bytes"

// fileName reports a value that names a file by a common extension: an
// object's key in a bucket listing ("Key": "reports/2024-05-13.csv"), a
// key file's name ("key: server-2024.pem"). A token's alphabet has no
// dot, or (a JWT) ends in a segment of forty characters or more.
func fileName(v []byte) bool {
	i := bytes.LastIndexByte(v, '.')
	if i <= 0 || i == len(v)-1 || len(v)-i-1 > maxExtension {
		return false
	}
	var buf [maxExtension]byte // lowered here: every candidate value passes by
	return fileExtensions[string(lowerInto(buf[:0], v[i+1:]))]
}

// maxExtension is the longest extension of fileExtensions.
const maxExtension = 8

// fileExtensions are the extensions of the files agents list and read.
var fileExtensions = map[string]bool{
	"csv": true, "tsv": true, "json": true, "jsonl": true, "ndjson": true, "txt": true, "log": true, "md": true,
	"yaml": true, "yml": true, "xml": true, "html": true, "htm": true, "pdf": true, "png": true, "jpg": true,
	"jpeg": true, "gif": true, "svg": true, "webp": true, "zip": true, "gz": true, "tgz": true, "tar": true,
	"parquet": true, "avro": true, "orc": true, "sql": true, "db": true, "sqlite": true, "go": true, "py": true,
	"js": true, "ts": true, "rb": true, "java": true, "rs": true, "sh": true, "conf": true, "cfg": true,
	"ini": true, "toml": true, "lock": true, "bin": true, "mp4": true, "mp3": true, "wav": true, "docx": true,
	"xlsx": true, "pptx": true, "pem": true, "crt": true, "cer": true, "pub": true, "p12": true, "pfx": true,
	"jks": true, "keystore": true, "key": true, "der": true, "csr": true,
}
