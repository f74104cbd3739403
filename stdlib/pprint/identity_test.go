package pprint_test

import (
	"context"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// TestRecursionGuardSurvivesGC formats nested OrderedDicts, whose layout
// builds a temporary list of item tuples, with the collector running
// almost continuously. The recursion context once held bare ids, so a
// tuple allocated at the address of a collected temporary list was
// printed as "<Recursion on tuple ...>" (seen in CI; before the fix this
// test failed under GOGC=1, the first bad call at about iteration 100).
//
// The run is bounded by its operation budget, not by the clock: at
// GOGC=1 on a loaded machine it can take longer than the default time
// limit (it flaked that way), so the time limit is lifted far out of
// reach and the default 10 million operations bound it.
func TestRecursionGuardSurvivesGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(1))
	pol := policy.Default()
	pol.Limits.MaxDuration = time.Hour
	e, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: []string{"pprint"}})
	if err != nil {
		t.Fatal(err)
	}
	out, err := e.Run(context.Background(), `
import pprint
from collections import OrderedDict
bad = 0
for i in range(1500):
    d = OrderedDict((str(j), OrderedDict((str(k), ['x' * 30, k]) for k in range(8))) for j in range(4))
    if 'Recursion' in pprint.pformat(d, width=30):
        bad += 1
print(bad)
`)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(out.Logs); got != "0" {
		t.Errorf("%s of 1500 pformat calls reported a recursion that is not there", got)
	}
}
