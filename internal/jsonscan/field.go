package jsonscan

import "unsafe"

// Valid reports whether data is one JSON document within lim, returning
// the first error: nil exactly when encoding/json's Valid accepts it and
// it is within lim.
func Valid(data []byte, lim Limits) error {
	s := New(data, lim)
	s.Skip()
	return s.Finish()
}

// StringField returns the value of the member key of the JSON object in
// data, reading the whole document. found is false when the key is absent
// or its value is not a string. A key given twice is a
// *DuplicateKeyError, a document that is not an object a *KindError.
//
// The common case copies nothing: when the value needs no decoding the
// string aliases data, so the caller must neither keep it beyond data's
// life nor modify data while holding it.
func StringField(data []byte, key string, lim Limits) (val string, found bool, err error) {
	s := New(data, lim)
	if err := s.beginObject(); err != nil {
		return "", false, err
	}
	seen := false
	for {
		start := s.pos
		k, ok := s.NextMember()
		if !ok {
			break
		}
		if string(k) != key {
			s.Skip()
			continue
		}
		if seen {
			return "", false, &DuplicateKeyError{Offset: start, Key: key}
		}
		seen = true
		v, alias, ok := s.StringBytes()
		switch {
		case !ok:
		case alias && len(v) > 0:
			val, found = unsafe.String(&v[0], len(v)), true
		default:
			val, found = string(v), true
		}
	}
	if err := s.Finish(); err != nil {
		return "", false, err
	}
	return val, found, nil
}

// StringsField returns the member key of the JSON object data as an array
// of strings (a tool's list of paths), and whether it is there. A member
// of another kind, an element that is not a string, data that is not an
// object, a repeated key or invalid JSON is an error (invalid JSON's
// first); the strings are copies.
//
// Its member walk is StringField's written again on purpose: shared
// through a callback it cost StringField, which every tool call runs,
// 15–30% (BenchmarkStringField/tool-input, 98–105 → 115–133 ns).
func StringsField(data []byte, key string, lim Limits) (vals []string, found bool, err error) {
	s := New(data, lim)
	if err := s.beginObject(); err != nil {
		return nil, false, err
	}
	var kindErr error
	for {
		start := s.pos
		k, ok := s.NextMember()
		if !ok {
			break
		}
		if string(k) != key {
			s.Skip()
			continue
		}
		if found {
			return nil, false, &DuplicateKeyError{Offset: start, Key: key}
		}
		found = true
		if got := s.Peek(); got != Array {
			kindErr = &KindError{Offset: s.pos, Want: Array, Got: got}
			s.Skip()
			continue
		}
		s.Begin()
		for s.NextElem() {
			if got := s.Peek(); got != String {
				if kindErr == nil {
					kindErr = &KindError{Offset: s.pos, Want: String, Got: got}
				}
				s.Skip()
				continue
			}
			v, _ := s.Text()
			vals = append(vals, v)
		}
	}
	if err := s.Finish(); err != nil {
		return nil, false, err
	}
	if kindErr != nil {
		return nil, false, kindErr
	}
	return vals, found, nil
}

// beginObject enters the object data holds; when data holds another
// value, it reads it whole and returns the error: invalid JSON's first,
// else a KindError.
func (s *Scanner) beginObject() error {
	if k := s.Peek(); k != Object {
		start := s.pos
		s.Skip()
		if err := s.Finish(); err != nil {
			return err
		}
		return &KindError{Offset: start, Want: Object, Got: k}
	}
	s.Begin()
	return nil
}
