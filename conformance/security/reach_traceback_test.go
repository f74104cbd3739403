package security_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// TestTracebackModuleReachesNoFrame is the argument for allowing the
// traceback module (docs/security.md), run: from every object the module
// hands out — its functions, FrameSummary, StackSummary and
// TracebackException objects of a chained exception and of an exception
// group, and what their methods return — the walk over every attribute
// (dunders as the table allows) reaches no frame, code object, cell,
// globals or module other than traceback itself, and no namespace it can
// write.
func TestTracebackModuleReachesNoFrame(t *testing.T) {
	readable := policy.DunderTable.DunderReadAllowed()
	quoted := make([]string, len(readable))
	for i, n := range readable {
		quoted[i] = fmt.Sprintf("%q", n)
	}
	src := `import traceback
readable = {` + strings.Join(quoted, ", ") + `}

def f(d):
    return d['k']

try:
    try:
        f({})
    except KeyError as k:
        raise ValueError('v') from k
except ValueError as v:
    exc = v
    formatted = traceback.format_exc()
try:
    raise ExceptionGroup('g', [exc, TypeError('t')])
except ExceptionGroup as g:
    group = g

te = traceback.TracebackException.from_exception(exc)
tg = traceback.TracebackException.from_exception(group)
stack = traceback.extract_tb(exc.__traceback__)
roots = [traceback, te, tg, te.__cause__, tg.exceptions, stack, stack[0], stack.format(), list(stack[0]),
         traceback.format_exception(exc), traceback.format_tb(exc.__traceback__), list(te.format()),
         traceback.StackSummary.from_list([('a.py', 1, 'f', 'x')]), traceback.FrameSummary('a.py', 1, 'f', locals={'a': 1}),
         formatted, exc.__traceback__] + [getattr(traceback, n) for n in dir(traceback) if not n.startswith('_')]
` + reachWalk + `print(len(seen) > 100, ro_namespaces > 0)
print(sorted(kinds))
print(sorted(modules))
`
	pol := policy.Default()
	pol.Limits = testLimits()
	pol.Limits.MaxOps = 2e8
	pol.Limits.MaxDuration = 2 * time.Minute
	pol.Limits.MaxMemoryBytes = 256 << 20
	ex, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: []string{"traceback"}})
	if err != nil {
		t.Fatal(err)
	}
	out, err := ex.Run(context.Background(), src)
	if err != nil {
		t.Fatalf("the walk failed: %v\n%s", err, out.Logs)
	}
	lines := strings.Split(strings.TrimSpace(out.Logs), "\n")
	if len(lines) != 3 || lines[0] != "True True" {
		t.Fatalf("walk output:\n%s", out.Logs)
	}
	for _, bad := range []string{"'code'", "'frame'", "'cell'", "'function_globals'", "WRITABLE"} {
		if strings.Contains(out.Logs, bad) {
			t.Errorf("the walk reached %s:\n%s", bad, out.Logs)
		}
	}
	if lines[2] != "['traceback']" {
		t.Errorf("the walk reached modules %s; want only traceback", lines[2])
	}
	for _, want := range []string{"'FrameSummary'", "'StackSummary'", "'TracebackException'", "'traceback'"} {
		if !strings.Contains(lines[1], want) {
			t.Errorf("the walk did not reach a %s: %s", want, lines[1])
		}
	}
	t.Logf("kinds reached: %s", lines[1])
}
