package chat

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// MaxLine is the longest stream-json line Filter reads (a Read of a large
// file comes back as one line). A longer line becomes an error frame.
const MaxLine = 8 << 20

// ErrLineTooLong is the cause of the InvalidMessageError for a line over
// MaxLine.
var ErrLineTooLong = fmt.Errorf("line longer than %d bytes", MaxLine)

// FilterOption configures Filter.
type FilterOption func(*filterConfig)

type filterConfig struct {
	onError func(error)
}

// OnLineError has Filter report each line it could not process (an
// *InvalidMessageError, or the *middleware.GuardrailDenied of output the
// policy refused) to f, typically a logger. The stream goes on either way.
func OnLineError(f func(error)) FilterOption {
	return func(c *filterConfig) { c.onError = f }
}

// Filter reads Claude Code stream-json lines from r and writes to w one
// JSON frame per line, {"type","content","options","metadata"} (options
// and metadata omitted when empty), each on its own line and written as
// soon as it is ready. Hidden lines are dropped; blank lines are skipped;
// a line that is not a JSON object, or is over MaxLine, becomes an error
// frame reading "invalid agent message" and the stream goes on.
//
// Filter returns nil at the end of r, the first read or write error, or
// ctx's error (checked between lines: to stop a Filter blocked in a read,
// close r).
func Filter(ctx context.Context, ca *ChatAgent, r io.Reader, w io.Writer, opts ...FilterOption) error {
	if ca == nil {
		return ErrNoPolicy
	}
	var cfg filterConfig
	for _, o := range opts {
		o(&cfg)
	}
	st := ca.NewStream()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false) // frames are JSON lines, not HTML
	br := bufio.NewReaderSize(r, 64<<10)
	var long []byte // a line longer than br's buffer, assembled
	tooLong := false
	for n := 1; ; {
		if err := ctx.Err(); err != nil {
			return err
		}
		chunk, rerr := br.ReadSlice('\n')
		if errors.Is(rerr, bufio.ErrBufferFull) {
			if !tooLong && len(long)+len(chunk) <= MaxLine {
				long = append(long, chunk...)
			} else {
				tooLong, long = true, long[:0]
			}
			continue
		}
		line := chunk
		if len(long) > 0 {
			long = append(long, chunk...)
			line = long
		}
		if tooLong || len(line) > MaxLine {
			line, tooLong = nil, true
		}
		if tooLong || !blank(line) {
			pm, err := processLine(ctx, st, line, tooLong, n)
			if err != nil && cfg.onError != nil {
				cfg.onError(err)
			}
			if !pm.Hidden {
				if err := enc.Encode(pm); err != nil {
					return err
				}
			}
		}
		long, tooLong = long[:0], false
		n++
		if rerr == io.EOF {
			return nil
		}
		if rerr != nil {
			return rerr
		}
	}
}

func processLine(ctx context.Context, st *Stream, line []byte, tooLong bool, n int) (ProcessedMessage, error) {
	if tooLong {
		return ProcessedMessage{Type: TypeError, Content: invalidContent}, &InvalidMessageError{Line: n, Err: ErrLineTooLong}
	}
	pm, err := st.Process(ctx, line)
	if ie, ok := errors.AsType[*InvalidMessageError](err); ok {
		ie.Line = n
	}
	return pm, err
}

func blank(b []byte) bool {
	for _, c := range b {
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			return false
		}
	}
	return true
}
