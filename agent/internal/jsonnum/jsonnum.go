// Package jsonnum turns the json.Number values of JSON decoded with
// UseNumber into the plain Go numbers the agent's tools and executors
// exchange: int64 when the number is an integer that fits, else float64.
package jsonnum

import "encoding/json"

// Plain replaces, in place inside slices and maps, every json.Number of v
// by an int64 or a float64, and returns the result.
func Plain(v any) any {
	switch x := v.(type) {
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return i
		}
		f, _ := x.Float64()
		return f
	case []any:
		for i := range x {
			x[i] = Plain(x[i])
		}
	case map[string]any:
		for k := range x {
			x[k] = Plain(x[k])
		}
	}
	return v
}
