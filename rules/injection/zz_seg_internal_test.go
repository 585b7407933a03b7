package injection

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"testing"
)

func TestZZSeg(t *testing.T) {
	f, err := os.Open(os.Getenv("ZZFILE"))
	if err != nil {
		t.Skip()
	}
	want, _ := strconv.Atoi(os.Getenv("ZZLINE"))
	u := MustCompileUntrusted(UntrustedPack(), ConversationPack())
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<24), 1<<24)
	for i := 0; sc.Scan(); i++ {
		if i != want {
			continue
		}
		var r map[string]any
		json.Unmarshal(sc.Bytes(), &r)
		text := r["text"].(string)
		var discusses *bool
		segments(text, func(seg segment) bool {
			if m, ok := u.scanSegment(seg); ok {
				fmt.Printf("HIT %s kind=%d mention=%v\n  %q\n", m.ID, seg.kind, u.mention(text, seg, &discusses), seg.text)
			}
			return true
		})
	}
}
