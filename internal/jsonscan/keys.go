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
	// byLen lists the indices of the names of each length, so that a key
	// is compared only with names as long as it is.
	byLen [][]uint8
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
	k := &Keys{names: names, fold: fold}
	for i, n := range names {
		for len(k.byLen) <= len(n) {
			k.byLen = append(k.byLen, nil)
		}
		k.byLen[len(n)] = append(k.byLen[len(n)], uint8(i))
	}
	return k
}

// Name returns the i-th name.
func (k *Keys) Name(i int) string { return k.names[i] }

// Index returns the index of the name key matches, or -1.
func (k *Keys) Index(key []byte) int {
	ascii := true
	if k.fold {
		for _, c := range key {
			if c >= utf8.RuneSelf {
				ascii = false
				break
			}
		}
	}
	if ascii {
		// Under ASCII folding, as exactly, a match has the name's length.
		if len(key) >= len(k.byLen) {
			return -1
		}
		for _, i := range k.byLen[len(key)] {
			if n := k.names[i]; n == string(key) || k.fold && asciiFoldEq(key, n) {
				return int(i)
			}
		}
		return -1
	}
	// A non-ASCII letter may fold to an ASCII one of another length (ſ to
	// s, K to k): the slow, exact path.
	for i, n := range k.names {
		if strings.EqualFold(string(key), n) {
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
