package sanitize

import "bytes"

// A box-drawn table (Python's rich, tabulate's "fancy_grid", psql's
// unicode border) wraps a long value inside its cell: the cell is full
// (the value, one space of padding, the border), and the value goes on in
// the same column of the next row, whose other cells are empty. A token
// cut so is one value: the wrap reads as a continuation from a full cell
// to a row that holds nothing but borders and spaces before the piece.

// boxBorders are the vertical borders a table draws its cells with.
var boxBorders = [][]byte{[]byte("│"), []byte("┃"), []byte("║"), []byte("|")}

// boxRowMax bounds how far the next row's empty cells run before the
// piece.
const boxRowMax = 240

// boxBorderAt returns the length of a border at text[i], or 0.
func boxBorderAt(text []byte, i int) int {
	for _, b := range boxBorders {
		if bytes.HasPrefix(text[i:], b) {
			return len(b)
		}
	}
	return 0
}

// boxWrapAt reads, at text[e] (a space after a piece), a full cell's
// padding and border, the line break, and the next row's empty cells; it
// returns where the next piece starts.
func boxWrapAt(text []byte, e int, eof bool) (int, seqStatus) {
	n := len(text)
	i := e + 1
	if i+4 > n {
		return 0, undecided(eof)
	}
	k := boxBorderAt(text, i)
	if k == 0 {
		return 0, seqNone
	}
	i += k
	if text[i] == '\r' {
		i++
	}
	if i >= n {
		return 0, undecided(eof)
	}
	if text[i] != '\n' {
		return 0, seqNone
	}
	i++
	borders := 0
	for lim := min(n, i+boxRowMax); i < lim; {
		if text[i] == ' ' {
			i++
			continue
		}
		if k := boxBorderAt(text, i); k > 0 {
			borders++
			i += k
			continue
		}
		if borders == 0 || !tokenByte[text[i]] {
			return 0, seqNone
		}
		return i, seqOK
	}
	if i >= n && !eof {
		return 0, seqMore
	}
	return 0, seqNone
}
