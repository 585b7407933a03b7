package jsonscan

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
)

// stdTokens is the document as encoding/json's Decoder reads it, one
// token per string: "{", "}", "[", "]", "k:" keys, "s:" strings, "n:"
// number literals, "b:" booleans and "null". ok is false when encoding/json
// refuses the document.
func stdTokens(data []byte) (toks []string, ok bool) {
	if !json.Valid(data) {
		return nil, false
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	// inObject[i] is set when level i is an object; wantKey says the next
	// string token of the innermost object is a key.
	var inObject []bool
	wantKey := false
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return toks, true
		}
		if err != nil {
			return nil, false
		}
		top := len(inObject) > 0 && inObject[len(inObject)-1]
		if k, isStr := tok.(string); isStr && top && wantKey {
			toks = append(toks, "k:"+k)
			wantKey = false
			continue
		}
		switch v := tok.(type) {
		case json.Delim:
			toks = append(toks, v.String())
			switch v {
			case '{':
				inObject = append(inObject, true)
				wantKey = true
				continue
			case '[':
				inObject = append(inObject, false)
				continue
			default:
				inObject = inObject[:len(inObject)-1]
			}
		case string:
			toks = append(toks, "s:"+v)
		case json.Number:
			toks = append(toks, "n:"+v.String())
		case bool:
			if v {
				toks = append(toks, "b:true")
			} else {
				toks = append(toks, "b:false")
			}
		case nil:
			toks = append(toks, "null")
		}
		// A value ends: in an object, a key comes next.
		wantKey = len(inObject) > 0 && inObject[len(inObject)-1]
	}
}

// scanTokens is the document as a Scanner reads it, in stdTokens' form.
func scanTokens(data []byte) ([]string, error) {
	s := New(data, Limits{})
	var toks []string
	var value func()
	value = func() {
		switch s.Peek() {
		case Object:
			if !s.Begin() {
				return
			}
			toks = append(toks, "{")
			for {
				k, ok := s.NextMember()
				if !ok {
					break
				}
				toks = append(toks, "k:"+string(k))
				value()
			}
			toks = append(toks, "}")
		case Array:
			if !s.Begin() {
				return
			}
			toks = append(toks, "[")
			for s.NextElem() {
				value()
			}
			toks = append(toks, "]")
		case String:
			v, _ := s.Text()
			toks = append(toks, "s:"+v)
		case Number:
			n, _ := s.Number()
			toks = append(toks, "n:"+string(n))
		case Bool:
			v, _ := s.Bool()
			if v {
				toks = append(toks, "b:true")
			} else {
				toks = append(toks, "b:false")
			}
		case Null:
			s.Skip()
			toks = append(toks, "null")
		default:
			s.Skip()
		}
	}
	value()
	return toks, s.Finish()
}

// topKeyCount counts the members named key of the top-level object, as
// encoding/json's Decoder reads the document.
func topKeyCount(toks []string, key string) int {
	n, depth := 0, 0
	for _, t := range toks {
		switch {
		case t == "{" || t == "[":
			depth++
		case t == "}" || t == "]":
			depth--
		case depth == 1 && t == "k:"+key:
			n++
		}
	}
	return n
}

// stdStrings is every string value of stdTokens, keys excluded.
func stdStrings(toks []string) []string {
	var out []string
	for _, t := range toks {
		if v, ok := strings.CutPrefix(t, "s:"); ok {
			out = append(out, v)
		}
	}
	return out
}
