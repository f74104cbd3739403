package serve_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/serve"
)

// TestOutputRateQuietRunNotBehindFlood: on one stdio stream (a worker's
// pipe in process isolation), a quiet session's run next to another
// session's print flood gets its result behind at most what the output
// rate let the flood stream since its session began — not behind the
// megabytes the flood prints meanwhile. Counted in bytes on the stream;
// the bound grows with the time measured, so a slow machine only loosens
// it. The flood is cancelled once the rate has left some of its output
// out. With no rate (checked by hand) the flood streamed 2.7 MB in
// 0.17 s, against a bound of 76 KB.
func TestOutputRateQuietRunNotBehindFlood(t *testing.T) {
	const rate = 64 << 10
	pol := policy.Default()
	pol.Limits.MaxWhileIterations = 0
	pol.Limits.MaxOps = 1 << 40
	pol.Limits.MaxDuration = time.Hour
	// The flood must still be printing when it is cancelled: at full
	// speed on an idle machine it printed the default 64 MiB of output in
	// ~0.2 s and ended with OutputLimitError before the cancel came.
	srv := serve.New(serve.Config{Policy: pol, OutputRate: rate, MaxOutput: 1 << 50})
	defer srv.Close()
	send, next, end := rawStdio(t, srv)
	next() // hello
	began := time.Now()
	send(`{"id": 1, "op": "create_session"}`)
	flood, _ := next()["session"].(string)
	send(`{"id": 2, "op": "create_session"}`)
	quiet, _ := next()["session"].(string)
	require.NotEmpty(t, flood)
	require.NotEmpty(t, quiet)

	send(`{"id": 3, "op": "run", "session": "` + flood + `", "code": "while True:\n    print('x' * 1000)"}`)
	var streamed, dropped int64
	notices := 0
	floodEnded := false
	// take reads one line: the flood's output is counted.
	take := func() map[string]any {
		ev := next()
		if ev["id"] == 3.0 {
			switch ev["event"] {
			case "output":
				if d, _ := ev["dropped"].(float64); d > 0 {
					notices++
					dropped += int64(d)
					assert.Contains(t, ev["text"], "bytes a second")
				} else {
					streamed += int64(len(ev["text"].(string)))
				}
			case "result":
				floodEnded = true
			}
		}
		return ev
	}
	for streamed == 0 {
		take()
	}
	send(`{"id": 4, "op": "run", "session": "` + quiet + `", "code": "sum(range(10))"}`)
	for {
		ev := take()
		if ev["id"] == 4.0 && ev["event"] == "result" {
			assert.Equal(t, 45.0, ev["value"])
			break
		}
	}
	bound := rate + int64(rate*time.Since(began).Seconds())
	assert.LessOrEqual(t, streamed, bound, "the flood's output streamed before the quiet run's result")
	require.False(t, floodEnded, "the flood printed on")
	for notices == 0 { // it prints on, faster than the rate
		take()
	}
	send(`{"id": 5, "op": "cancel_run", "session": "` + flood + `", "run": "1"}`)
	for answered := false; !floodEnded || !answered; {
		if ev := take(); ev["id"] == 5.0 {
			assert.Equal(t, true, ev["ok"])
			answered = true
		}
	}
	bound = rate + int64(rate*time.Since(began).Seconds())
	assert.LessOrEqual(t, streamed, bound, "the flood's output streamed in all")
	assert.Greater(t, streamed, int64(rate/2), "the bound streams what it allows")
	assert.Positive(t, notices)
	assert.Positive(t, dropped)
	end()
}
