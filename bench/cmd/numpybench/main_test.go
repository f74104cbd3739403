package main

import (
	"reflect"
	"strings"
	"testing"
)

// TestParseTimes checks that a run's lines split into wall time, CPU
// time and page faults, and that any other line is the check output.
func TestParseTimes(t *testing.T) {
	times, cpus, faults, check := parse("T 0.5 0.25 2000\nT 0.125 0.0625 3\n1.5 2\n")
	if !reflect.DeepEqual(times, []float64{0.5, 0.125}) || !reflect.DeepEqual(cpus, []float64{0.25, 0.0625}) ||
		!reflect.DeepEqual(faults, []float64{2000, 3}) || check != "1.5 2" {
		t.Fatalf("parse: %v %v %v %q", times, cpus, faults, check)
	}
	// A line with the old two fields is not a timing: it stays in the check.
	if times, _, _, check := parse("T 0.5 0.25\n"); len(times) != 0 || check != "T 0.5 0.25" {
		t.Fatalf("two-field line: %v %q", times, check)
	}
}

// TestTimerScriptMeasuresEachRun checks that the script reads the
// faults and CPU counters before and after each run of the statement.
func TestTimerScriptMeasuresEachRun(t *testing.T) {
	s := timerScript("x = 1", "r = x + 1", "print(r)", 3, "C()", "F()")
	for _, want := range []string{"for _i in range(3):", "    _f0 = F()", "    _c0 = C()", "    r = x + 1", "C() - _c0, F() - _f0))", "print('T', _t, _c, _f)", "print(r)"} {
		if !strings.Contains(s, want) {
			t.Errorf("timer script lacks %q:\n%s", want, s)
		}
	}
}
