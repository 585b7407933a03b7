package jsonscan

import (
	"strings"
	"unicode/utf8"
)

// Keys is the set of object keys a reader looks up, matched exactly or, for
// readers standing in front of Go code, as encoding/json matches struct
// fields: case-insensitively under Unicode simple folding ("MESSAGES" and
// "meſſages" both name "messages"). It holds at most 64 names.
type Keys struct {
	names []string
	fold  bool
}

// NewKeys returns the names, matched exactly.
func NewKeys(names ...string) *Keys { return newKeys(false, names) }

// NewFoldKeys returns the names, matched case-insensitively; they must be
// lower-case.
func NewFoldKeys(names ...string) *Keys { return newKeys(true, names) }

func newKeys(fold bool, names []string) *Keys {
	if len(names) > 64 {
		panic("jsonscan: more than 64 keys") // a programming error, found by any test
	}
	return &Keys{names: names, fold: fold}
}

// Name returns the i-th name.
func (k *Keys) Name(i int) string { return k.names[i] }

// Index returns the index of the name key matches, or -1.
func (k *Keys) Index(key []byte) int {
	if !k.fold {
		for i, n := range k.names {
			if len(n) == len(key) && n == string(key) {
				return i
			}
		}
		return -1
	}
	ascii := true
	for _, c := range key {
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	for i, n := range k.names {
		if ascii && asciiFoldEq(key, n) || !ascii && strings.EqualFold(string(key), n) {
			return i
		}
	}
	return -1
}

// asciiFoldEq reports whether the ASCII b equals the lower-case name n
// ignoring case.
func asciiFoldEq(b []byte, n string) bool {
	if len(b) != len(n) {
		return false
	}
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != n[i] {
			return false
		}
	}
	return true
}

// NextKey moves to the next member of the object opened last whose key is
// one of k, skipping the others, and returns the index of its name; the
// scanner is left at the member's value. seen is the caller's record of
// the names met in this object (zero before the first call): a name met
// twice is a *DuplicateKeyError. It reports false when the object is
// closed (and consumed) or on an error.
func (s *Scanner) NextKey(k *Keys, seen *uint64) (int, bool) {
	for {
		start := s.pos
		key, ok := s.NextMember()
		if !ok {
			return -1, false
		}
		i := k.Index(key)
		if i < 0 {
			s.Skip()
			continue
		}
		if *seen&(1<<i) != 0 {
			if s.err == nil {
				s.err = &DuplicateKeyError{Offset: start, Key: k.names[i]}
			}
			s.pos = len(s.data)
			return -1, false
		}
		*seen |= 1 << i
		return i, true
	}
}
