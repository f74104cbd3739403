package krait_test

import (
	"bytes"
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/interp"
)

// The output limit counts bytes: a character of four bytes counts four,
// and the cut falls between characters.
func TestMaxOutputCountsBytes(t *testing.T) {
	var stdout bytes.Buffer
	e := newExec(t, krait.Options{MaxOutput: 1001, Stdout: &stdout})
	out, err := e.Run(context.Background(), "print('\\U0001F600' * 300)")
	require.ErrorIs(t, err, krait.ErrOutputLimit)
	assert.Contains(t, err.Error(), "output limit of 1001 bytes exceeded")
	assert.Equal(t, strings.Repeat("\U0001F600", 250), out.Logs)
	assert.Equal(t, out.Logs, stdout.String())

	// Exactly the limit is allowed.
	e = newExec(t, krait.Options{MaxOutput: 9})
	out, err = e.Run(context.Background(), "print('\\u00e9' * 4)")
	require.NoError(t, err)
	assert.Equal(t, strings.Repeat("\u00e9", 4)+"\n", out.Logs)
}

// chainProgram raises n exceptions chained with `from`, all sharing one
// message of size bytes.
func chainProgram(n, size int) string {
	return "msg = 'x' * " + itoa(size) + "\ne = None\nfor i in range(" + itoa(n) + "):\n" +
		"    try:\n        raise ValueError(msg) from e\n    except ValueError as err:\n        e = err\nraise e\n"
}

func itoa(n int) string { return strconv.Itoa(n) }

// The traceback of an uncaught exception is cut to the output limit (at
// most interp.MaxReportSize): 300 chained exceptions sharing a message of
// a megabyte render 300 MB in CPython, here the head and the tail with a
// marker between them; the final "Type: message" line stays whole when
// it fits, and PythonError.Message is the exception's message either way.
func TestTracebackWithinOutputLimit(t *testing.T) {
	const size = 1_000_000
	for _, limit := range []int64{0, 100_000, 1000} {
		e := newExec(t, krait.Options{MaxOutput: limit})
		_, err := e.Run(context.Background(), chainProgram(300, size))
		var pe *krait.PythonError
		require.True(t, errors.As(err, &pe), "%v", err)
		bound := int64(interp.MaxReportSize)
		if limit > 0 && limit < bound {
			bound = limit
		}
		tb := pe.Traceback
		assert.LessOrEqual(t, int64(len(tb)), bound+200, "limit %d", limit)
		assert.True(t, utf8.ValidString(tb))
		assert.Contains(t, tb, interp.TruncationMarker)
		assert.True(t, strings.HasPrefix(tb, "Traceback (most recent call last):\n"), tb[:100])
		lines := strings.Split(strings.TrimRight(tb, "\n"), "\n")
		last := lines[len(lines)-1]
		assert.True(t, strings.HasPrefix(last, "ValueError: xxx"), "last line %.100q", last)
		assert.Equal(t, "ValueError", pe.Type)
		assert.Equal(t, strings.Repeat("x", size), pe.Message, "limit %d", limit)
	}
}

// A traceback within the limit is CPython's, unchanged.
func TestTracebackUnderLimitUnchanged(t *testing.T) {
	e := newExec(t, krait.Options{MaxOutput: 1 << 20})
	_, err := e.Run(context.Background(), chainProgram(3, 10))
	var pe *krait.PythonError
	require.True(t, errors.As(err, &pe))
	assert.NotContains(t, pe.Traceback, "truncated")
	assert.Equal(t, 3, strings.Count(pe.Traceback, "ValueError: xxxxxxxxxx\n"))
	assert.Equal(t, "xxxxxxxxxx", pe.Message)
}

// SyntaxWarnings quote their source line: one line holding thousands of
// `x is 5` prints gigabytes in CPython. Here what Stderr and
// Output.Warnings get is cut to the output limit, with a line saying how
// many were left out.
func TestWarningsWithinOutputLimit(t *testing.T) {
	line := "y = " + strings.Repeat("x is 5 or ", 5000) + "x is 5\n"
	var stderr bytes.Buffer
	e := newExec(t, krait.Options{MaxOutput: 200_000, Stderr: &stderr})
	out, err := e.Run(context.Background(), "x = 1\n"+line)
	require.NoError(t, err)
	total := 0
	for _, w := range out.Warnings {
		total += len(w)
	}
	assert.LessOrEqual(t, total, 200_000+200)
	assert.Equal(t, total, stderr.Len())
	assert.Greater(t, len(out.Warnings), 1)
	assert.Contains(t, out.Warnings[len(out.Warnings)-1], " more warnings left out, over the output limit of 200000 bytes")
	assert.True(t, strings.HasPrefix(out.Warnings[0], "<code>:2: SyntaxWarning: "), out.Warnings[0][:60])
}
