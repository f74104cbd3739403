package krait_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

// typedCases are Python expressions and their typed JSON; each decodes
// back to a value equal to the expression, of the same type.
var typedCases = []struct{ expr, json string }{
	{"None", "null"},
	{"True", "true"},
	{"-12", "-12"},
	{"2**100", "1267650600228229401496703205376"},
	{"1.0", "1.0"},
	{"1e16", "1e+16"},
	{"-0.5", "-0.5"},
	{"float('nan')", `{"$float":"nan"}`},
	{"-float('inf')", `{"$float":"-inf"}`},
	{"complex(1, -2.5)", `{"$complex":[1.0,-2.5]}`},
	{"'tab\\t\"q\" é \\x00'", `"tab\t\"q\" é \u0000"`},
	{"b'\\x00\\xffhi'", `{"$bytes":"AP9oaQ=="}`},
	{"bytearray(b'ab')", `{"$bytearray":"YWI="}`},
	{"[1, [2, 'x']]", `[1,[2,"x"]]`},
	{"(1, (2,), ())", `{"$tuple":[1,{"$tuple":[2]},{"$tuple":[]}]}`},
	{"{3}", `{"$set":[3]}`},
	{"frozenset()", `{"$frozenset":[]}`},
	{"{'b': 1, 'a': [None]}", `{"b":1,"a":[null]}`},
	{"{1: 'x', (2, 3): 'y'}", `{"$dict":[[1,"x"],[{"$tuple":[2,3]},"y"]]}`},
	{"{'$tuple': 1}", `{"$dict":[["$tuple",1]]}`},
	{"{'$a': 1, 'b': 2}", `{"$a":1,"b":2}`},
	{"datetime.datetime(2024, 1, 2, 3, 4, 5, 6)", `{"$datetime":"2024-01-02T03:04:05.000006"}`},
	{"datetime.datetime(2024, 1, 2, 3, 4, tzinfo=datetime.timezone(datetime.timedelta(hours=-5, minutes=-30)))", `{"$datetime":"2024-01-02T03:04:00-05:30"}`},
	{"datetime.date(1999, 12, 31)", `{"$date":"1999-12-31"}`},
	{"datetime.time(23, 59, 1)", `{"$time":"23:59:01"}`},
	{"datetime.timedelta(days=-1, microseconds=5)", `{"$timedelta":[-1,0,5]}`},
}

func TestTypedJSONRoundTrip(t *testing.T) {
	e := newExec(t, krait.Options{AuthorizedImports: []string{"datetime"}})
	defer e.Close()
	_, err := e.Run(context.Background(), "import datetime")
	require.NoError(t, err)
	for _, c := range typedCases {
		out, err := e.Run(context.Background(), c.expr)
		require.NoError(t, err, c.expr)
		data, repr, _, err := e.MarshalResult(context.Background(), out.PyValue)
		require.NoError(t, err)
		assert.Equal(t, c.json, string(data), c.expr)
		strict, err := krait.MarshalValue(out.PyValue)
		require.NoError(t, err)
		assert.Equal(t, c.json, string(strict), c.expr)

		require.NoError(t, e.SendVariables(map[string]any{"got": krait.TypedJSON(data)}))
		out, err = e.Run(context.Background(), "want = "+c.expr+"\n(type(got) is type(want), repr(got) == repr(want))")
		require.NoError(t, err, c.expr)
		assert.Equal(t, krait.Tuple{true, true}, out.Value, "%s decoded as something else (repr %s)", c.expr, repr)
	}
}

func TestTypedJSONObjects(t *testing.T) {
	e := newExec(t, krait.Options{})
	defer e.Close()
	out, err := e.Run(context.Background(), "class P:\n    def __repr__(self):\n        return 'P()'\n[P(), print]")
	require.NoError(t, err)
	data, repr, _, err := e.MarshalResult(context.Background(), out.PyValue)
	require.NoError(t, err)
	assert.Equal(t, "[P(), <built-in function print>]", repr)
	assert.Equal(t, `[{"$object":{"type":"__main__.P","repr":"P()"}},{"$object":{"type":"builtin_function_or_method","repr":"<built-in function print>"}}]`, string(data))
	_, err = krait.MarshalValue(out.PyValue)
	var ue *krait.UnencodableError
	require.ErrorAs(t, err, &ue)
	assert.Equal(t, "__main__.P", ue.Type)
	// A cycle is cut at the depth limit.
	out, err = e.Run(context.Background(), "l = [1]\nl.append(l)\nl")
	require.NoError(t, err)
	_, err = krait.MarshalValue(out.PyValue)
	require.ErrorAs(t, err, &ue)
	data, _, _, err = e.MarshalResult(context.Background(), out.PyValue)
	require.NoError(t, err)
	assert.Contains(t, string(data), `{"$object":{"type":"list","repr":"[1, [...]]"}}`)
}

func TestTypedJSONErrors(t *testing.T) {
	e := newExec(t, krait.Options{Policy: &policy.Policy{Limits: policy.DefaultLimits()}})
	defer e.Close()
	for doc, want := range map[string]string{
		`{"$tuple": 1}`:              "$tuple wants an array",
		`{"$nope": 1}`:               `unknown typed form "$nope"`,
		`{"$dict": [[[1], 2]]}`:      "TypeError: unhashable type: 'list'",
		`{"$object": {}}`:            "cannot be sent back",
		`[1, 2`:                      "unexpected EOF",
		`1 2`:                        "data after the value",
		`{"$datetime": "yesterday"}`: "need the datetime module",
		// int()'s limit, not math/big's quadratic parse outside the
		// budget (a 7-million-digit variable held a session for minutes).
		strings.Repeat("7", 4301): "Exceeds the limit (4300 digits) for integer string conversion",
	} {
		err := e.SendVariables(map[string]any{"x": krait.TypedJSON(doc)})
		require.ErrorIs(t, err, krait.ErrBadJSON, doc)
		assert.Contains(t, err.Error(), want, doc)
	}
}

// TestTypedJSONOfADAG: a list that holds the one below it twice, 40
// levels deep, is 2**40 leaves as JSON. Encoding it for a serve result
// grew the server past 4 GiB; the text is charged as it grows, to the
// executor's memory budget (results) or up to MaxValueJSON (a paused
// call's arguments).
func TestTypedJSONOfADAG(t *testing.T) {
	lim := policy.DefaultLimits()
	lim.MaxMemoryBytes = 16 << 20
	e := newExec(t, krait.Options{Policy: &policy.Policy{Limits: lim}})
	defer e.Close()
	out, err := e.Run(context.Background(), "x = [1]\nfor i in range(40):\n    x = [x, x]\nx")
	require.NoError(t, err)
	_, _, _, err = e.MarshalResult(context.Background(), out.PyValue)
	require.ErrorIs(t, err, krait.ErrMemoryLimit)
	_, err = krait.MarshalValue(out.PyValue)
	require.ErrorIs(t, err, krait.ErrValueTooLarge)
}
