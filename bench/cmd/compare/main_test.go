package main

import "testing"

func TestMedian(t *testing.T) {
	cases := []struct {
		in   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
	}
	for _, c := range cases {
		if got := median(c.in); got != c.want {
			t.Errorf("median(%v) = %v, want %v", c.in, got, c.want)
		}
	}
	xs := []float64{3, 1, 2}
	median(xs)
	if xs[0] != 3 || xs[1] != 1 {
		t.Errorf("median reordered its argument: %v", xs)
	}
}

func TestCountFailed(t *testing.T) {
	rows := []row{{OutputOK: true}, {OutputOK: false}, {OutputOK: true, Error: "exit status 1"}}
	if got := countFailed(rows); got != 2 {
		t.Errorf("countFailed = %d, want 2", got)
	}
}

func TestMeasure(t *testing.T) {
	res := measure("sh", "-c", "echo hi")
	if res.err != nil || res.stdout != "hi\n" {
		t.Fatalf("measure: %v %q", res.err, res.stdout)
	}
	if res.wall <= 0 || res.rssMiB <= 0 {
		t.Errorf("wall %v s, rss %v MiB: want both positive", res.wall, res.rssMiB)
	}
}

// ballast inflates this test process's own peak RSS.
var ballast []byte

// TestMeasureRSSIsTheChildsAlone: a small child's peak RSS must not
// include the runner's (here inflated to 96 MiB), which a child started
// by Go inherits in its rusage.
func TestMeasureRSSIsTheChildsAlone(t *testing.T) {
	if gnuTime() == "" {
		t.Skip("no /usr/bin/time: measure falls back to rusage, whose floor is the runner's peak")
	}
	ballast = make([]byte, 96<<20)
	for i := range ballast {
		ballast[i] = 1
	}
	res := measure("sh", "-c", "echo hi")
	ballast = nil
	if res.err != nil || res.stdout != "hi\n" {
		t.Fatalf("measure: %v %q", res.err, res.stdout)
	}
	if res.rssMiB <= 0 || res.rssMiB > 32 {
		t.Errorf("sh's peak RSS %.1f MiB: want the child's own (a few MiB), not the runner's 96+", res.rssMiB)
	}
	failing := measure("sh", "-c", "echo x; exit 3")
	if failing.err == nil || failing.rssMiB <= 0 || failing.rssMiB > 32 {
		t.Errorf("failing child: err %v, rss %.1f MiB", failing.err, failing.rssMiB)
	}
}
