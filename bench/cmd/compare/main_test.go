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
