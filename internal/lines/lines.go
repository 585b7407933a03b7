// Package lines reads newline-delimited records (JSON lines) with a bound
// on each, so that one oversized line is reported and skipped instead of
// exhausting memory or ending the stream.
package lines

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// ErrTooLong is matched (errors.Is) by the error for an oversized line.
var ErrTooLong = errors.New("line too long")

// TooLongError reports a line longer than Limit bytes; the line was
// skipped whole and the next Read starts at the line after it.
type TooLongError struct{ Limit int }

func (e *TooLongError) Error() string { return fmt.Sprintf("line longer than %d bytes", e.Limit) }

// Is makes errors.Is(err, ErrTooLong) true.
func (e *TooLongError) Is(target error) bool { return target == ErrTooLong }

// Read returns the next line of r without its "\n" or "\r\n". A last line
// without a newline is returned as a line; io.EOF means nothing is left.
// A line longer than max bytes gives a *TooLongError; any other error is
// the reader's.
func Read(r *bufio.Reader, max int) ([]byte, error) {
	var line []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(line)+len(bytes.TrimRight(chunk, "\r\n")) > max {
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = r.ReadSlice('\n')
			}
			if err == nil || err == io.EOF {
				return nil, &TooLongError{Limit: max}
			}
			return nil, err
		}
		line = append(line, chunk...)
		switch {
		case err == nil:
			return bytes.TrimRight(line, "\r\n"), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && len(line) > 0:
			return bytes.TrimRight(line, "\r"), nil
		default:
			return nil, err
		}
	}
}
