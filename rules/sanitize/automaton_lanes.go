package sanitize

// laneWarm is how many bytes before its stretch a lane of scanChunk
// starts, in state 0. A state stands for the longest suffix of the text
// that begins a keyword, so the lane is in the true state at its
// stretch's start whenever that suffix is no longer than laneWarm bytes:
// in ordinary text nearly always. When it is not, the lane's stretch is
// scanned again from the true state (scanChunk checks every lane).
const laneWarm = 8

// laneMin is the shortest stretch scanChunk splits into lanes: below it
// the warm-up bytes cost more than the overlap gains.
const laneMin = 48

// scanChunk is scan of text[from:] from state s, run as four automata
// over four stretches at once, as scanWhole does for a whole text. A
// Stream's chunk is short (64 bytes): scanWhole's warm-up of maxKw bytes
// per lane would cost more than the chunk, so each lane here warms up
// over laneWarm bytes only and is then checked: its state at its
// stretch's start must equal the state the lane before it ended in. The
// automaton is deterministic, so equal states there mean equal states and
// reports after; a lane that differs is run again from the true state.
// The reports, joined in order, are exactly scan's.
func (a *automaton) scanChunk(text []byte, from int, s int32, occ []occurrence, tmp *[4][]occurrence) ([]occurrence, int32) {
	n := len(text)
	if n-from < laneMin || len(a.kwLen) == 0 {
		return a.scan(text, from, s, occ)
	}
	next, outAt, class := a.next, a.outAt, &a.class
	// Lane 0 reads [from, b1) from s; lane q reads [b_q-laneWarm, b_{q+1})
	// from state 0 and reports from b_q on. All run steps+laneWarm steps
	// together; lane 3 then reads what is left.
	steps := (n - from - laneWarm) / 4
	b1 := from + laneWarm + steps
	b2, b3 := b1+steps, b1+2*steps
	tmp[0], tmp[1], tmp[2], tmp[3] = tmp[0][:0], tmp[1][:0], tmp[2][:0], tmp[3][:0]
	s0 := s
	var s1, s2, s3 int32
	i, j1, j2, j3 := from, b1-laneWarm, b2-laneWarm, b3-laneWarm
	for ; j1 < b1; i, j1, j2, j3 = i+1, j1+1, j2+1, j3+1 {
		s0 = int32(next[uint32(s0)|uint32(class[text[i]])])
		s1 = int32(next[uint32(s1)|uint32(class[text[j1]])])
		s2 = int32(next[uint32(s2)|uint32(class[text[j2]])])
		s3 = int32(next[uint32(s3)|uint32(class[text[j3]])])
		if uint32(s0) >= outAt {
			tmp[0] = a.report(tmp[0], s0, i)
		}
	}
	at1, at2, at3 := s1, s2, s3 // each lane's state at its stretch's start
	for ; i < b1; i, j1, j2, j3 = i+1, j1+1, j2+1, j3+1 {
		s0 = int32(next[uint32(s0)|uint32(class[text[i]])])
		s1 = int32(next[uint32(s1)|uint32(class[text[j1]])])
		s2 = int32(next[uint32(s2)|uint32(class[text[j2]])])
		s3 = int32(next[uint32(s3)|uint32(class[text[j3]])])
		if uint32(s0) >= outAt {
			tmp[0] = a.report(tmp[0], s0, i)
		}
		if uint32(s1) >= outAt {
			tmp[1] = a.report(tmp[1], s1, j1)
		}
		if uint32(s2) >= outAt {
			tmp[2] = a.report(tmp[2], s2, j2)
		}
		if uint32(s3) >= outAt {
			tmp[3] = a.report(tmp[3], s3, j3)
		}
	}
	tmp[3], s3 = a.scanTo(text, j3, n, j3, s3, tmp[3])
	// Check each lane against the true state at its start, in order.
	ends := [4]int32{s0, s1, s2, s3}
	starts := [4]int32{s, at1, at2, at3}
	bounds := [5]int{from, b1, b2, b3, n}
	for q := 1; q < 4; q++ {
		if starts[q] != ends[q-1] {
			tmp[q], ends[q] = a.scanTo(text, bounds[q], bounds[q+1], bounds[q], ends[q-1], tmp[q][:0])
		}
	}
	for _, t := range tmp {
		occ = append(occ, t...)
	}
	return occ, ends[3]
}
