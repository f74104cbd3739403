package client

import (
	"math"
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kraitpy/krait"
)

func TestValuesRoundTrip(t *testing.T) {
	big100, _ := new(big.Int).SetString("1267650600228229401496703205376", 10)
	for _, c := range []struct {
		v    any
		json string
	}{
		{nil, "null"},
		{int64(-3), "-3"},
		{big100, "1267650600228229401496703205376"},
		{1.0, "1.0"},
		{1e16, "1e+16"},
		{math.Inf(-1), `{"$float":"-inf"}`},
		{complex(1, -2.5), `{"$complex":[1.0,-2.5]}`},
		{"é\"", `"é\""`},
		{[]byte{0, 255}, `{"$bytes":"AP8="}`},
		{[]any{int64(1), "a"}, `[1,"a"]`},
		{krait.Tuple{int64(1), krait.Tuple{}}, `{"$tuple":[1,{"$tuple":[]}]}`},
		{krait.Set{"x"}, `{"$set":["x"]}`},
		{krait.FrozenSet{}, `{"$frozenset":[]}`},
		{map[string]any{"b": int64(1), "a": nil}, `{"a":null,"b":1}`},
		{map[string]any{"$t": int64(1)}, `{"$dict":[["$t",1]]}`},
		{krait.Dict{{Key: int64(1), Value: "x"}}, `{"$dict":[[1,"x"]]}`},
		{time.Date(2024, 1, 2, 3, 4, 5, 6000, time.FixedZone("", -5*3600-1800)), `{"$datetime":"2024-01-02T03:04:05.000006-05:30"}`},
		{time.Date(2024, 1, 2, 3, 4, 5, 0, krait.Naive), `{"$datetime":"2024-01-02T03:04:05"}`},
		{-24*time.Hour + 5*time.Microsecond, `{"$timedelta":[-1,0,5]}`},
		{Date("1999-12-31"), `{"$date":"1999-12-31"}`},
		{Time("23:59:01"), `{"$time":"23:59:01"}`},
	} {
		data, err := Encode(c.v)
		require.NoError(t, err, c.v)
		assert.Equal(t, c.json, string(data))
		back, err := Decode(data)
		require.NoError(t, err, c.json)
		if tm, ok := c.v.(time.Time); ok {
			assert.True(t, tm.Equal(back.(time.Time)), c.json)
			assert.Equal(t, tm.Location() == krait.Naive, back.(time.Time).Location() == krait.Naive, c.json)
			continue
		}
		if f, ok := c.v.(float64); ok && math.IsInf(f, 0) {
			assert.Equal(t, f, back)
			continue
		}
		assert.Equal(t, c.v, back, c.json)
	}
	// Go ints of any size encode as ints; $object decodes as Object.
	data, err := Encode([]int{1, 2})
	require.NoError(t, err)
	assert.Equal(t, "[1,2]", string(data))
	v, err := Decode([]byte(`{"$object": {"type": "__main__.P", "repr": "P()"}}`))
	require.NoError(t, err)
	assert.Equal(t, Object{Type: "__main__.P", Repr: "P()"}, v)
	_, err = Decode([]byte(`{"$nope": 1}`))
	assert.Error(t, err)
}
