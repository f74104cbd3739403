// Package cliflag parses the krait command's flags: flags may come before
// or after the positional arguments ("krait run x.py --json"), "--" ends
// them, "-" alone is an argument (standard input), both "-flag" and
// "--flag" spellings work, and every error is worded by krait (never the
// flag package's "flag provided but not defined"). It also defines the
// flags every command that runs code shares: one per resource limit, and
// the accumulating --allow-import.
package cliflag

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/kraitpy/krait/policy"
)

// ErrHelp is returned by Parse for -h, -help or --help.
var ErrHelp = flag.ErrHelp

// Error is a command-line mistake, worded for the user.
type Error struct{ Msg string }

func (e *Error) Error() string { return e.Msg }

func errorf(format string, args ...any) error { return &Error{Msg: fmt.Sprintf(format, args...)} }

// NewFlagSet returns an empty flag set that prints nothing itself.
func NewFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// boolFlag is the flag package's interface of flags that need no value.
type boolFlag interface {
	flag.Value
	IsBoolFlag() bool
}

// Parse sets the flags of fs from args, wherever they appear, and returns
// the other arguments in order.
func Parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(rest, args[i+1:]...), nil //krait:alloc-ok the host's command-line arguments, not program data
		}
		if len(a) < 2 || a[0] != '-' {
			rest = append(rest, a)
			continue
		}
		name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		value, hasValue := "", false
		if n, v, ok := strings.Cut(name, "="); ok {
			name, value, hasValue = n, v, true
		}
		shown := "--" + name
		if name == "h" || name == "help" {
			return nil, ErrHelp
		}
		f := fs.Lookup(name)
		if f == nil || name == "" {
			return nil, errorf("unknown flag %s (see 'krait %s --help')", a, fs.Name())
		}
		if bf, ok := f.Value.(boolFlag); ok && bf.IsBoolFlag() {
			if !hasValue {
				value = "true"
			}
		} else if !hasValue {
			if i+1 >= len(args) {
				return nil, errorf("flag %s needs a value", shown)
			}
			i++
			value = args[i]
		}
		// fs.Set (not f.Value.Set) so that fs.Visit lists the flags given.
		if err := fs.Set(name, value); err != nil {
			var ce *Error
			if errors.As(err, &ce) {
				return nil, errorf("%s: %s", shown, ce.Msg)
			}
			return nil, errorf("%s: invalid value %q", shown, value)
		}
	}
	return rest, nil
}

// Imports is the value of a repeatable --allow-import flag: each use adds
// its comma-separated module names.
type Imports []string

// String implements flag.Value.
func (m *Imports) String() string { return strings.Join(*m, ",") }

// Set implements flag.Value.
func (m *Imports) Set(s string) error {
	for _, name := range strings.Split(s, ",") { //krait:alloc-ok the host's command-line flag value, not program data
		if name = strings.TrimSpace(name); name != "" {
			*m = append(*m, name)
		}
	}
	return nil
}

// Limits registers one flag per resource limit of l (their defaults are
// l's current values) and, when maxOutput is not nil, --max-output for
// the hard bound on printed bytes.
func Limits(fs *flag.FlagSet, l *policy.Limits, maxOutput *int64) {
	fs.Var(count{&l.MaxOps, 1}, "max-ops", "")
	fs.Var(duration{&l.MaxDuration}, "timeout", "")
	fs.Var(size{&l.MaxMemoryBytes}, "max-memory", "")
	fs.Var(intCount{&l.MaxRecursion, 1}, "max-recursion", "")
	fs.Var(intCount{&l.MaxDataDepth, 1}, "max-data-depth", "")
	fs.Var(intCount{&l.MaxOutputChars, 1}, "max-output-chars", "")
	fs.Var(intSize{&l.MaxSourceBytes}, "max-source", "")
	fs.Var(count{&l.MaxWhileIterations, 0}, "max-while", "")
	if maxOutput != nil {
		fs.Var(count{maxOutput, 1}, "max-output", "")
	}
}

// LimitsHelp is the usage text of the flags Limits registers.
const LimitsHelp = `  --max-ops N           operation budget (default 10000000)
  --timeout DURATION    wall-clock limit, e.g. 30s, 2m (default 30s)
  --max-memory SIZE     memory budget, e.g. 256MiB (default 256MiB)
  --max-output N        bytes the code may print (and the size of a
                        traceback) before it is stopped (default 67108864)
  --max-output-chars N  characters of printed output kept in logs and
                        results, head and tail (default 50000)
  --max-recursion N     Python call depth (default 1000)
  --max-data-depth N    nesting of data walked by repr, ==, copy, json
                        (default 1000)
  --max-while N         iterations of one while loop; 0 = no cap
                        (default 1000000)
  --max-source SIZE     size of the program's source (default 1MiB)
`

// count is a whole-number flag no smaller than min.
type count struct {
	p   *int64
	min int64
}

func (c count) String() string {
	if c.p == nil {
		return ""
	}
	return strconv.FormatInt(*c.p, 10)
}

func (c count) Set(s string) error {
	n, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 10, 64)
	if err != nil {
		return errorf("%q is not a whole number", s)
	}
	if n < c.min {
		if c.min == 1 {
			return errorf("must be positive, got %d", n)
		}
		return errorf("must be at least %d, got %d", c.min, n)
	}
	*c.p = n
	return nil
}

// intCount is a count stored in an int.
type intCount struct {
	p   *int
	min int64
}

func (c intCount) String() string {
	if c.p == nil {
		return ""
	}
	return strconv.Itoa(*c.p)
}

func (c intCount) Set(s string) error {
	var n int64
	if err := (count{&n, c.min}).Set(s); err != nil {
		return err
	}
	if int64(int(n)) != n {
		return errorf("%d is too large", n)
	}
	*c.p = int(n)
	return nil
}

// duration is a positive time.Duration flag; a bare number means seconds.
type duration struct{ p *time.Duration }

func (d duration) String() string {
	if d.p == nil {
		return ""
	}
	return d.p.String()
}

func (d duration) Set(s string) error {
	v, err := time.ParseDuration(s)
	if err != nil {
		f, ferr := strconv.ParseFloat(s, 64)
		if ferr != nil {
			return errorf("%q is not a duration (use e.g. 30s, 1.5m, 200ms)", s)
		}
		v = time.Duration(f * float64(time.Second))
	}
	if v <= 0 {
		return errorf("must be positive, got %s", s)
	}
	*d.p = v
	return nil
}

// size is a positive byte-size flag such as 1048576, 512KiB, 256MiB, 2GiB
// or 10MB.
type size struct{ p *int64 }

func (z size) String() string {
	if z.p == nil {
		return ""
	}
	return strconv.FormatInt(*z.p, 10)
}

func (z size) Set(s string) error {
	n, err := parseSize(s)
	if err != nil {
		return err
	}
	*z.p = n
	return nil
}

// intSize is a size stored in an int.
type intSize struct{ p *int }

func (z intSize) String() string {
	if z.p == nil {
		return ""
	}
	return strconv.Itoa(*z.p)
}

func (z intSize) Set(s string) error {
	n, err := parseSize(s)
	if err != nil {
		return err
	}
	if int64(int(n)) != n {
		return errorf("%s is too large", s)
	}
	*z.p = int(n)
	return nil
}

// parseSize is policy.ParseSize with krait's flag wording.
func parseSize(s string) (int64, error) {
	n, err := policy.ParseSize(s)
	if err != nil {
		return 0, errorf("%q is not a size (use e.g. 256MiB, 512KiB, 1048576)", s)
	}
	return n, nil
}
