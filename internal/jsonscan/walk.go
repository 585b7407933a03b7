package jsonscan

// Strings calls fn for every string value of the document in data (object
// keys are not values), in document order, duplicates included, with the
// offsets of its literal (quotes included) and its decoded value, valid
// only during the call. It validates the whole document; an error from
// fn stops the walk and is returned.
func Strings(data []byte, lim Limits, fn func(start, end int, val []byte) error) error {
	s := New(data, lim)
	if err := s.strings(fn); err != nil {
		return err
	}
	return s.Finish()
}

func (s *Scanner) strings(fn func(start, end int, val []byte) error) error {
	switch s.Peek() {
	case String:
		start := s.pos
		v, ok := s.Bytes()
		if !ok {
			return s.err
		}
		return fn(start, s.pos, v)
	case Object:
		if s.Begin() {
			for s.next('}') {
				if _, ok := s.key(false); !ok {
					break
				}
				if err := s.strings(fn); err != nil {
					return err
				}
			}
		}
	case Array:
		if s.Begin() {
			for s.NextElem() {
				if err := s.strings(fn); err != nil {
					return err
				}
			}
		}
	default:
		s.Skip()
	}
	return s.err
}
