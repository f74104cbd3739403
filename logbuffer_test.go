package krait

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// naiveLogs is the definition logBuffer implements: everything when it
// fits, else the first limit-limit/2 and the last limit/2 characters
// around the marker.
func naiveLogs(all string, limit int) string {
	r := []rune(all)
	if limit <= 0 || len(r) <= limit {
		return all
	}
	half := limit / 2
	return string(r[:limit-half]) + fmt.Sprintf("\n..._This content has been truncated to stay below %d characters_...\n", limit) + string(r[len(r)-half:])
}

func TestLogBufferMatchesDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pieces := []string{"a", "bc\n", "é", "日本", "🐍", strings.Repeat("x", 5000), strings.Repeat("é🐍", 3000)}
	for _, limit := range []int{0, 1, 2, 3, 10, 101, 5000} {
		for trial := 0; trial < 50; trial++ {
			b := newLogBuffer(limit, nil)
			var all strings.Builder
			for n := rng.IntN(40); n > 0; n-- {
				p := pieces[rng.IntN(len(pieces))]
				all.WriteString(p)
				b.Write([]byte(p))
			}
			if got, want := b.String(), naiveLogs(all.String(), limit); got != want {
				t.Fatalf("limit %d: got %d bytes, want %d bytes\n%.200q\n%.200q", limit, len(got), len(want), got, want)
			}
		}
	}
}
