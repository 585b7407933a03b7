package injection

// keyReach is how far, in bytes of the words view, from a key phrase the
// other phrases of its rules are looked for: beyond the longest gap of a
// rule, the reach of an except and of the words about a quotation.
const keyReach = 1024

// keyWindows appends to dst the stretches of the words view within
// keyReach of a gate candidate that really begins a key phrase, merged
// and in order; none means no rule can match.
//
// The stretches are the union of [start-keyReach, start+keyReach] (cut
// to the view) over the candidates that verify, two of them merged when
// the second begins at or before the end of the first. Verifying a
// candidate is a look at its phrases (gateHit), and a long jailbreak
// prompt has a gate candidate every few words, each of which widened the
// stretch a little and so was verified. Only the ends of the union
// matter: once a stretch is open, the candidate that widens it most is
// the last one that begins within keyReach of its end, so the candidates
// are tried from there backwards and the first that verifies widens it;
// the ones before it cannot widen it further. Each candidate is verified
// at most once, and a dense prompt about once per keyReach bytes instead
// of at every candidate. The stretches are the same as those of a walk
// that verifies every candidate that would widen one (TestKeyWindowsAgree).
func (s *Scanner) keyWindows(dst [][2]int, hits []wordAt, buf []byte, n int) [][2]int {
	for i := 0; i < len(hits); {
		if !s.gateHit(hits[i], buf, n) {
			i++
			continue
		}
		start := int(hits[i].start)
		lo, hi := max(0, start-keyReach), min(n, start+keyReach)
		// checked: the candidates up to it are verified, or cannot widen
		// the stretch; m: the candidates up to it begin within reach of
		// its end (their stretches would merge with it).
		checked, m := i, i
		for {
			for m+1 < len(hits) && max(0, int(hits[m+1].start)-keyReach) <= hi {
				m++
			}
			widened := false
			for k := m; k > checked; k-- {
				end := min(n, int(hits[k].start)+keyReach)
				if end <= hi {
					break // it and those before it end within the stretch
				}
				if s.gateHit(hits[k], buf, n) {
					hi, widened = end, true
					break
				}
			}
			checked = m
			if !widened {
				break
			}
		}
		dst = append(dst, [2]int{lo, hi})
		i = m + 1
	}
	return dst
}

// gateHit reports whether the gate's candidate word wa really begins one
// of its anchors.
func (s *Scanner) gateHit(wa wordAt, buf []byte, n int) bool {
	start := int(wa.start)
	if wa.slot >= 0 {
		single, multi := s.gate.candsAt(wa.slot, buf, start, int(wa.end-wa.start))
		for _, l := range [2][]cand{single, multi} {
			for j := range l {
				if _, ok := s.gate.verify(buf, n, start, &l[j], s.anchors); ok {
					return true
				}
			}
		}
	}
	if wa.prefix {
		short, long := s.gate.prefixCands(buf, start)
		for _, l := range [2][]int32{short, long} {
			for _, ai := range l {
				if _, ok := anchorAt(buf[:n], start, &s.anchors[ai]); ok {
					return true
				}
			}
		}
	}
	return false
}
