package injection

import "strings"

// attributeValues calls fn with each quoted attribute value of an HTML tag
// that is long enough to hold words, as a hidden segment.
func attributeValues(tag string, fn func(segment) bool) bool {
	// A value under an attribute named for the model (data-ai-instructions)
	// or the content of a tag so named (<meta name="ai-instructions"
	// content=…>) is read after a label that addresses it, as a JSON value
	// under such a key is (untrusted_jsonkeys.go).
	named := addressedKey(attrValue(tag, "name")) || addressedKey(attrValue(tag, "property"))
	for i := 0; i < len(tag); i++ {
		if tag[i] != '=' {
			continue
		}
		j := i + 1
		for j < len(tag) && (tag[j] == ' ' || tag[j] == '\t') {
			j++
		}
		if j >= len(tag) || tag[j] != '"' && tag[j] != '\'' {
			continue
		}
		q := tag[j]
		k := strings.IndexByte(tag[j+1:], q)
		if k < 0 {
			return true
		}
		v := tag[j+1 : j+1+k]
		if len(v) >= minAttrSegment && strings.IndexByte(v, ' ') >= 0 {
			t := decodeEntities(v)
			if attr := attrNameBefore(tag, i); addressedKey(attr) || named && (attr == "content" || attr == "value") {
				t = keyAddressLabel + t
			}
			if !fn(segment{text: t, kind: segHidden}) {
				return false
			}
		}
		i = j + 1 + k
	}
	return true
}

// attrNameBefore returns the lower-cased name of the attribute whose '='
// is at tag[eq].
func attrNameBefore(tag string, eq int) string {
	e := eq
	for e > 0 && (tag[e-1] == ' ' || tag[e-1] == '\t') {
		e--
	}
	b := e
	for b > 0 && (isAttrNameByte(tag[b-1])) {
		b--
	}
	return strings.ToLower(tag[b:e])
}

func isAttrNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == ':' || c == '.'
}

// attrValue returns the quoted value of the tag's attribute attr (lower
// case), or "".
func attrValue(tag, attr string) string {
	for i := 0; i < len(tag); i++ {
		if tag[i] != '=' || attrNameBefore(tag, i) != attr {
			continue
		}
		j := i + 1
		for j < len(tag) && (tag[j] == ' ' || tag[j] == '\t') {
			j++
		}
		if j >= len(tag) || tag[j] != '"' && tag[j] != '\'' {
			return ""
		}
		if k := strings.IndexByte(tag[j+1:], tag[j]); k >= 0 {
			return tag[j+1 : j+1+k]
		}
		return ""
	}
	return ""
}

// minAttrSegment is the shortest attribute value read as text: class
// lists and URLs are shorter or have no space.
const minAttrSegment = 12
