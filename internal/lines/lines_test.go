package lines

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func readAll(t testing.TB, in string, max, bufSize int) (got []string, tooLong int) {
	r := bufio.NewReaderSize(strings.NewReader(in), bufSize)
	for {
		line, err := Read(r, max)
		if err == io.EOF {
			return got, tooLong
		}
		if errors.Is(err, ErrTooLong) {
			tooLong++
			continue
		}
		require.NoError(t, err)
		got = append(got, string(line))
	}
}

func TestRead(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		in      string
		max     int
		want    []string
		tooLong int
	}{
		{"lines", "a\nbb\n", 10, []string{"a", "bb"}, 0},
		{"crlf", "a\r\nb\r\n", 10, []string{"a", "b"}, 0},
		{"no final newline", "a\nb", 10, []string{"a", "b"}, 0},
		{"empty lines kept", "\n\na\n", 10, []string{"", "", "a"}, 0},
		{"exactly max", "abcd\n", 4, []string{"abcd"}, 0},
		{"over max skipped", "abcde\nok\n", 4, []string{"ok"}, 1},
		{"over max at the end", "ok\nabcdefgh", 4, []string{"ok"}, 1},
		{"long, longer than the buffer", strings.Repeat("x", 100) + "\nok\n", 40, []string{"ok"}, 1},
		{"long within max, longer than the buffer", strings.Repeat("y", 50) + "\n", 60, []string{strings.Repeat("y", 50)}, 0},
		{"nothing", "", 10, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, tooLong := readAll(t, tt.in, tt.max, 16)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.tooLong, tooLong)
		})
	}
	var e *TooLongError
	_, err := Read(bufio.NewReader(strings.NewReader("abcdef")), 3)
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "line longer than 3 bytes", err.Error())
}

// Every line within the limit comes back exactly, whatever the buffer size;
// the oversized ones are counted, never returned.
func FuzzRead(f *testing.F) {
	f.Add("a\nbb\r\nccc", 2, 16)
	f.Add(strings.Repeat("z", 40)+"\nq", 8, 16)
	f.Fuzz(func(t *testing.T, in string, max, bufSize int) {
		if max < 0 || max > 1<<12 || bufSize < 16 || bufSize > 1<<12 {
			return
		}
		got, tooLong := readAll(t, in, max, bufSize)
		var want []string
		wantLong := 0
		parts := strings.Split(in, "\n")
		if strings.HasSuffix(in, "\n") {
			parts = parts[:len(parts)-1]
		}
		for _, p := range parts {
			p = strings.TrimRight(p, "\r")
			if len(p) > max {
				wantLong++
				continue
			}
			want = append(want, p)
		}
		if in == "" {
			want = nil
		}
		assert.Equal(t, want, got)
		assert.Equal(t, wantLong, tooLong)
	})
}
