package builtins_test

import (
	"bytes"
	"testing"

	"github.com/kraitpy/krait/builtins"
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/parser"
	"github.com/kraitpy/krait/py"
)

// program exercises every builtin of this package, with CPython's error
// messages; want is what python3 (CPython 3.11.7) printed for it.
const program = `print(abs(-3), abs(2.5), abs(-0.0), abs(True))
print(all([1, 2]), all([1, 0]), any([0, 0]), any([0, 3]))
print(ascii('aé\n'), repr('aé\n'))
print(bin(10), bin(-3), oct(8), hex(255), hex(-255))
print(callable(len), callable(3), callable(int))
print(chr(65), chr(0x263a), ord('A'), ord('☺'))
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, -5))
print(format(3.14159, '.2f'), format(42, '>6'), format('ab', '*^6'), format(255, '#x'))
print(getattr('abc', 'upper')(), getattr(1, 'missing', 'dflt'), hasattr([], 'append'), hasattr(1, 'nope'))
print(hash(7), hash(True), hash(-1), hash((1, 2)) == hash((1, 2)))
print(isinstance(1, int), isinstance(True, (str, int)), isinstance('s', (list, tuple)), issubclass(bool, int))
print(len('héllo'), len([1, 2]), len({'a': 1}), len(range(10, 0, -3)))
print(max(3, 9, 2), max([1, 5, 3]), max('abc', key=ord), max([], default=0), min((4, 1), (4, 0)))
print(pow(2, 10), pow(2, -2), pow(3, 4, 5), pow(2, 0.5))
print(repr([1, 'a']), repr(None), repr(1.0), repr(2**70))
print(round(2.5), round(3.5), round(-1.5), round(2.675, 2), round(1234, -2), round(7.0))
print(sorted([3, 1, 2]), sorted('cba'), sorted([1, -5, 3], key=abs, reverse=True))
print(sum([1, 2, 3]), sum([0.1] * 10), sum([[1], [2]], []), sum(range(5), 10))
print(list(reversed([1, 2, 3])), list(reversed('ab')), list(reversed(range(3))))
print(list(enumerate('ab')), list(enumerate('ab', 5)))
print(list(zip([1, 2], 'ab')), list(zip([1, 2, 3], 'ab')), list(zip()))
print(list(map(abs, [-1, 2])), list(map(pow, [2, 3], [3, 2])), list(filter(None, [0, 1, '', 'x'])))
it = iter([1, 2]); print(next(it), next(it), next(it, 'end'))
print('a', 'b', sep='-', end='!\n')
print(type(1).__name__, type('').__name__, type([]) is list)
try:
    len(5)
except TypeError as e:
    print(e)
try:
    max([])
except ValueError as e:
    print(e)
try:
    chr(-1)
except ValueError as e:
    print(e)
try:
    ord('ab')
except TypeError as e:
    print(e)
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print(e)
try:
    sum(['a', 'b'], '')
except TypeError as e:
    print(e)
try:
    list(zip([1], [1, 2], strict=True))
except ValueError as e:
    print(e)
try:
    len()
except TypeError as e:
    print(e)
try:
    isinstance(1)
except TypeError as e:
    print(e)
try:
    pow()
except TypeError as e:
    print(e)
try:
    print(1, foo=2)
except TypeError as e:
    print(e)
try:
    min(1, 2, default=3)
except TypeError as e:
    print(e)
try:
    getattr(1, 2)
except TypeError as e:
    print(e)
try:
    next(5)
except TypeError as e:
    print(e)
try:
    hash([])
except TypeError as e:
    print(e)
`

const want = `3 2.5 0.0 1
True False False True
'a\xe9\n' 'aé\n'
0b1010 -0b11 0o10 0xff -0xff
True False True
A ☺ 65 9786
(3, 2) (-4, 3) (-4.0, -2.5)
3.14     42 **ab** 0xff
ABC dflt True False
7 1 -2 True
True True False True
5 2 1 4
9 5 c 0 (4, 0)
1024 0.25 1 1.4142135623730951
[1, 'a'] None 1.0 1180591620717411303424
2 4 -2 2.67 1200 7
[1, 2, 3] ['a', 'b', 'c'] [-5, 3, 1]
6 0.9999999999999999 [1, 2] 20
[3, 2, 1] ['b', 'a'] [2, 1, 0]
[(0, 'a'), (1, 'b')] [(5, 'a'), (6, 'b')]
[(1, 'a'), (2, 'b')] [(1, 'a'), (2, 'b')] []
[1, 2] [8, 9] [1, 'x']
1 2 end
a-b!
int str True
object of type 'int' has no len()
max() arg is an empty sequence
chr() arg not in range(0x110000)
ord() expected a character, but string of length 2 found
integer division or modulo by zero
sum() can't sum strings [use ''.join(seq) instead]
zip() argument 2 is longer than argument 1
len() takes exactly one argument (0 given)
isinstance expected 2 arguments, got 1
pow() missing required argument 'base' (pos 1)
'foo' is an invalid keyword argument for print()
Cannot specify a default for min() with multiple positional arguments
attribute name must be string, not 'int'
'int' object is not an iterator
unhashable type: 'list'
`

func TestBuiltinsAgainstCPython(t *testing.T) {
	mod, err := parser.ParseFile("<test>", []byte(program))
	if err != nil {
		t.Fatal(err)
	}
	in := interp.New(interp.Config{})
	builtins.Register(in)
	prog, err := in.Compile("<test>", []byte(program), mod)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	th := py.NewThread(nil, py.Limits{}, &out)
	defer th.Close()
	if err := prog.Run(th); err != nil {
		t.Fatalf("run: %v\noutput so far:\n%s", err, out.String())
	}
	got, wantLines := bytes.Split(out.Bytes(), []byte("\n")), bytes.Split([]byte(want), []byte("\n"))
	for i := range wantLines {
		if i >= len(got) {
			t.Fatalf("output ends before line %d: want %q", i+1, wantLines[i])
		}
		if !bytes.Equal(got[i], wantLines[i]) {
			t.Errorf("line %d: got %q, want %q", i+1, got[i], wantLines[i])
		}
	}
	if len(got) > len(wantLines) {
		t.Errorf("extra output: %q", bytes.Join(got[len(wantLines):], []byte("\n")))
	}
}

// TestRefusedBuiltinsAreAbsent: the dangerous builtins are not registered
// at all, so a program reaching them gets the policy's refusal.
func TestRefusedBuiltinsAreAbsent(t *testing.T) {
	in := interp.New(interp.Config{})
	builtins.Register(in)
	for _, name := range []string{"eval", "exec", "compile", "open", "input", "__import__", "globals", "locals", "breakpoint", "memoryview", "help", "exit", "quit"} {
		if in.Builtin(name) != nil {
			t.Errorf("builtin %s is registered", name)
		}
	}
}

// TestSharedTableStaysShared: every interpreter uses the one builtins
// table, and what one of them adds or replaces (an embedder's tools) is
// its own.
func TestSharedTableStaysShared(t *testing.T) {
	a, b := interp.New(interp.Config{}), interp.New(interp.Config{})
	builtins.Register(a)
	builtins.Register(b)
	if a.Builtin("len") == nil || a.Builtin("len") != b.Builtin("len") {
		t.Fatal("len is not the one shared builtin")
	}
	tool := py.NewBuiltin("tool", nil)
	a.SetBuiltin("tool", tool)
	a.SetBuiltin("len", tool)
	if a.Builtin("tool") != tool || a.Builtin("len") != tool {
		t.Error("SetBuiltin did not take effect")
	}
	if b.Builtin("tool") != nil || b.Builtin("len") == tool || builtins.Table() == nil {
		t.Error("one interpreter's SetBuiltin reached another")
	}
	c := interp.New(interp.Config{})
	builtins.Register(c)
	if c.Builtin("len") != b.Builtin("len") {
		t.Error("a SetBuiltin changed the shared table")
	}
}
