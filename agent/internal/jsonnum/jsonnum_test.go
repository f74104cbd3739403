package jsonnum

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestPlain checks integers, floats and nesting.
func TestPlain(t *testing.T) {
	dec := json.NewDecoder(strings.NewReader(`{"a": [1, 2.5, 1e3, 9223372036854775808], "b": {"c": -7}, "d": "x"}`))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"a": []any{int64(1), 2.5, 1000.0, 9223372036854775808.0}, "b": map[string]any{"c": int64(-7)}, "d": "x"}
	if got := Plain(v); !reflect.DeepEqual(got, want) {
		t.Errorf("Plain = %#v, want %#v", got, want)
	}
}
