//go:build !race

package krait

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/policy"
)

// memWalkAuditMinExact is the fraction of the conformance programs whose
// memory walks must all be exact (TestMemWalkAudit): a ratchet, raised as
// the walk learns to see through more values.
const memWalkAuditMinExact = 0.83

// TestMemWalkAudit runs the conformance programs (every eighth with
// -short) with a walk every 4 KiB charged and reports which ones made a
// walk give up and why (the first reason of each run, grouped with its
// details such as a module's name cut off), so the common reasons can be
// fixed where they are: a run whose walks are inexact leaves its memory
// limit to the process-heap fallback. It fails when the fraction of
// programs whose walks were all exact falls below memWalkAuditMinExact.
func TestMemWalkAudit(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("conformance", "testdata", "programs", "*", "*.py"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no conformance programs: %v", err)
	}
	sort.Strings(paths)
	step := 1
	if testing.Short() {
		step = 8
	}
	pol := policy.Default()
	pol.Limits.MaxOps = 50_000_000
	pol.Limits.MaxDuration = 20 * time.Second
	reasons := map[string][]string{}
	kinds := map[string]int{}
	runs, exact := 0, 0
	for i := 0; i < len(paths); i += step {
		path := paths[i]
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rel := strings.TrimPrefix(filepath.ToSlash(path), "conformance/testdata/programs/")
		e, err := New(Options{Policy: pol, AuthorizedImports: []string{"*"}, Filename: rel, SkipGoValue: true})
		if err != nil {
			t.Fatal(err)
		}
		e.walkEvery = 4 << 10
		_, _ = e.Run(context.Background(), string(src)) // errors are the program's own
		why := e.in.MemWalkFailure()
		e.Close()
		runs++
		if why == "" {
			exact++
			continue
		}
		reasons[why] = append(reasons[why], rel)
		kinds[auditKind(why)]++
	}
	type row struct {
		why string
		n   int
	}
	var rows []row
	for why, ps := range reasons {
		rows = append(rows, row{why, len(ps)})
	}
	byCount := func(rs []row) {
		sort.Slice(rs, func(i, j int) bool { return rs[i].n > rs[j].n || rs[i].n == rs[j].n && rs[i].why < rs[j].why })
	}
	byCount(rows)
	var b strings.Builder
	fmt.Fprintf(&b, "%d of %d programs exact (%.1f%%)\n", exact, runs, 100*float64(exact)/float64(runs))
	var ks []row
	for k, n := range kinds {
		ks = append(ks, row{k, n})
	}
	byCount(ks)
	for _, k := range ks {
		fmt.Fprintf(&b, "  %5d  %s\n", k.n, k.why)
	}
	b.WriteString("by reason:\n")
	for _, r := range rows {
		ps := reasons[r.why]
		fmt.Fprintf(&b, "  %5d  %s  (%s)\n", r.n, r.why, strings.Join(ps[:min(3, len(ps))], ", "))
	}
	t.Log(b.String())
	if frac := float64(exact) / float64(runs); frac < memWalkAuditMinExact {
		t.Errorf("%.3f of the programs walked exactly, below %.2f", frac, memWalkAuditMinExact)
	}
}

// auditDetail is the part of a walk's reason that names one value (a
// module, a class, a function): cut off, the reasons group by kind.
var auditDetail = regexp.MustCompile(`^(module|built-in function|value of type|class) .*`)

// auditKind groups a reason by its kind.
func auditKind(why string) string {
	if m := auditDetail.FindStringSubmatch(why); m != nil {
		return m[1] + " ..."
	}
	return why
}
