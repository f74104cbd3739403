package krait_test

import (
	"context"
	"encoding/json"
	"math"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
)

// Go values become the Python values of the package table: time.Time a
// datetime (it became {}), time.Duration a timedelta, []byte bytes, a Go
// func a callable (it was refused), and the named types their Python
// originals.
func TestGoToPythonTable(t *testing.T) {
	e := newExec(t, krait.Options{AuthorizedImports: []string{"datetime"}})
	when := time.Date(2024, 3, 1, 12, 30, 45, 123456789, time.UTC)
	cet := time.Date(2024, 3, 1, 12, 0, 0, 0, time.FixedZone("CET", 3600))
	require.NoError(t, e.SendVariables(map[string]any{
		"when":  when,
		"cet":   cet,
		"naive": time.Date(2024, 3, 1, 8, 0, 0, 0, krait.Naive),
		"wait":  90 * time.Second,
		"raw":   []byte("hi"),
		"add":   func(a, b int) int { return a + b },
		"tup":   krait.Tuple{int64(1), "x"},
		"st":    krait.Set{int64(3)},
		"fs":    krait.FrozenSet{"a"},
		"dct":   krait.Dict{{Key: int64(2), Value: "b"}, {Key: int64(1), Value: "a"}},
		"big":   new(big.Int).Lsh(big.NewInt(1), 70),
		"z":     complex(1, -2),
		"nums":  map[int]string{3: "c", 1: "a"},
	}))
	out, err := e.Run(context.Background(), `import datetime
print(repr(when))
print(repr(cet), cet.tzname())
print(repr(naive))
print(repr(wait), wait.total_seconds())
print(repr(raw), add(2, 3))
print(tup, st, fs, dct, big, z, nums)
print(isinstance(when, datetime.datetime), isinstance(wait, datetime.timedelta))
`)
	require.NoError(t, err)
	assert.Equal(t, `datetime.datetime(2024, 3, 1, 12, 30, 45, 123457, tzinfo=datetime.timezone.utc)
datetime.datetime(2024, 3, 1, 12, 0, tzinfo=datetime.timezone(datetime.timedelta(seconds=3600), 'CET')) CET
datetime.datetime(2024, 3, 1, 8, 0)
datetime.timedelta(seconds=90) 90.0
b'hi' 5
(1, 'x') {3} frozenset({'a'}) {2: 'b', 1: 'a'} 1180591620717411303424 (1-2j) {1: 'a', 3: 'c'}
True True
`, out.Logs)

	// Unconvertible values are refused with one prefix, not two ("krait:
	// variable ch: krait: cannot convert...").
	err = e.SendVariables(map[string]any{"ch": make(chan int)})
	require.Error(t, err)
	assert.Equal(t, "krait: variable ch: cannot convert Go value of type chan int to Python", err.Error())
}

// Python values become Go values without losing what they are: dicts with
// int keys, bytes, complex, tuples, sets and None (they became maps with
// stringified keys, lists, or nothing), and times.
func TestPythonToGoTable(t *testing.T) {
	e := newExec(t, krait.Options{AuthorizedImports: []string{"datetime"}})
	for _, tc := range []struct {
		code string
		want any
	}{
		{"None", nil},
		{"{1: 'a', (2, 3): 'b'}", krait.Dict{{Key: int64(1), Value: "a"}, {Key: krait.Tuple{int64(2), int64(3)}, Value: "b"}}},
		{"{'b': 1, 'a': 2}", map[string]any{"b": int64(1), "a": int64(2)}},
		{"b'x' + bytes(1)", []byte("x\x00")},
		{"bytearray(b'ab')", []byte("ab")},
		{"3+4j", complex(3, 4)},
		{"(1, 'x')", krait.Tuple{int64(1), "x"}},
		{"{3}", krait.Set{int64(3)}},
		{"frozenset()", krait.FrozenSet{}},
		{"[1.5, 2**70]", []any{1.5, new(big.Int).Lsh(big.NewInt(1), 70)}},
		{"import datetime\ndatetime.datetime(2024, 1, 2, 3, 4, 5, 6)", time.Date(2024, 1, 2, 3, 4, 5, 6000, krait.Naive)},
		{"datetime.datetime(2024, 1, 2, tzinfo=datetime.timezone.utc)", time.Date(2024, 1, 2, 0, 0, 0, 0, time.UTC)},
		{"datetime.timedelta(days=1, microseconds=5)", 24*time.Hour + 5*time.Microsecond},
	} {
		out, err := e.Run(context.Background(), tc.code)
		require.NoError(t, err, tc.code)
		assert.Equal(t, tc.want, out.Value, tc.code)
	}
	// An aware datetime keeps its offset and zone name.
	out, err := e.Run(context.Background(), "datetime.datetime(2024, 1, 2, 3, tzinfo=datetime.timezone(datetime.timedelta(hours=-5), 'EST'))")
	require.NoError(t, err)
	got := out.Value.(time.Time)
	name, off := got.Zone()
	assert.Equal(t, "EST", name)
	assert.Equal(t, -5*3600, off)
	// A date is not a time.Time: it stays a Python value.
	out, err = e.Run(context.Background(), "datetime.date(2024, 1, 2)")
	require.NoError(t, err)
	_, isValue := out.Value.(krait.Value)
	assert.True(t, isValue, "%T", out.Value)

	// Round trip: what ToGo gives, ToPython turns back.
	out, err = e.Run(context.Background(), "v = [(1, 'x'), {2}, {3: None}, b'z', datetime.datetime(2024, 1, 2), datetime.timedelta(seconds=3)]\nv")
	require.NoError(t, err)
	back, err := e.ToPython(out.Value)
	require.NoError(t, err)
	require.NoError(t, e.SendVariables(map[string]any{"back": back, "again": out.Value}))
	out, err = e.Run(context.Background(), "back == v and again == v")
	require.NoError(t, err)
	assert.Equal(t, true, out.Value)
}

// Shared and cyclic structure converts in linear time (a value built as
// x = [x, x] 24 times took seconds and gigabytes).
func TestToGoSharesStructure(t *testing.T) {
	e := newExec(t, krait.Options{})
	out, err := e.Run(context.Background(), "x = [1]\nfor i in range(40):\n    x = [x, x]\ny = []\ny.append(y)\n[x, y]")
	require.NoError(t, err)
	pair := out.Value.([]any)
	x := pair[0].([]any)
	assert.Len(t, x, 2)
	y := pair[1].([]any)
	assert.Len(t, y[0].([]any), 1)
	// JSON of a huge expansion is its repr, which the limits bound.
	_, err = e.JSON(context.Background(), out.PyValue)
	assert.ErrorIs(t, err, &krait.LimitError{})
}

// NewTool validates names and converts numbers with range checks.
func TestNewToolNamesAndNumbers(t *testing.T) {
	_, err := krait.NewTool("bad name", "x", func() {})
	assert.EqualError(t, err, `krait: tool name "bad name" is not a Python identifier`)
	_, err = krait.NewTool("class", "x", func() {})
	assert.Error(t, err)
	e := newExec(t, krait.Options{})
	small, err := krait.NewTool("small", "Takes an int8.", func(n int8, f float32, u uint) string { return "ok" }, "n", "f", "u")
	require.NoError(t, err)
	require.NoError(t, e.SendTools(small))
	for code, want := range map[string]string{
		"small(1, 2, 3)":        "",
		"small(300, 2, 3)":      "TypeError: small() argument 'n': 300 out of range for int8",
		"small(1.5, 2, 3)":      "TypeError: small() argument 'n': expected an integer for int8, got float",
		"small(1, 1e300, 3)":    "TypeError: small() argument 'f': 1e+300 overflows float32",
		"small(1, 2, -1)":       "TypeError: small() argument 'u': -1 out of range for uint",
		"small(True, 2, 2**64)": "TypeError: small() argument 'u': 18446744073709551616 out of range for uint",
	} {
		_, err := e.Run(context.Background(), code)
		if want == "" {
			assert.NoError(t, err, code)
			continue
		}
		var pe *krait.PythonError
		if assert.ErrorAs(t, err, &pe, code) {
			assert.Equal(t, want, pe.Type+": "+pe.Message, code)
		}
	}
	n, err := krait.Number[uint64](krait.Value(nil))
	assert.Error(t, err)
	assert.Zero(t, n)
}

// JSONValue and GoRepr show converted values as JSON and Python would.
func TestJSONValueAndGoRepr(t *testing.T) {
	v := map[string]any{"t": krait.Tuple{int64(1), 2.0}, "s": krait.Set{"a"}, "f": math.Inf(1), "b": []byte("x"),
		"d": krait.Dict{{Key: int64(1), Value: nil}}, "n": new(big.Int).Lsh(big.NewInt(1), 70)}
	data, err := json.Marshal(krait.JSONValue(v))
	require.NoError(t, err)
	assert.Equal(t, `{"b":"b'x'","d":"{1: None}","f":"inf","n":1180591620717411303424,"s":"{'a'}","t":[1,2.0]}`, string(data))
	assert.Equal(t, "datetime.timedelta(seconds=1)", krait.GoRepr(time.Second))
	assert.Equal(t, "(1, 'x', None)", krait.GoRepr(krait.Tuple{1, "x", nil}))
	assert.True(t, strings.HasPrefix(krait.GoRepr(time.Date(2024, 1, 2, 0, 0, 0, 0, krait.Naive)), "datetime.datetime(2024, 1, 2, 0, 0)"))
}
