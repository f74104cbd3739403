package agent

import (
	"encoding/json"
	"math"
	"math/big"
	"strconv"
)

// MarshalJSON writes the step with its Output made JSON-safe (see
// jsonSafe).
func (s Step) MarshalJSON() ([]byte, error) {
	type plain Step
	return json.Marshal(struct {
		plain
		Output any `json:"output,omitempty"`
	}{plain(s), jsonSafe(s.Output)})
}

// MarshalJSON writes the result with its Answer made JSON-safe (see
// jsonSafe).
func (r Result) MarshalJSON() ([]byte, error) {
	type plain Result
	return json.Marshal(struct {
		plain
		Answer any `json:"answer"`
	}{plain(r), jsonSafe(r.Answer)})
}

// jsonSafe returns v with every part JSON cannot hold as it is (dicts with
// non-str keys, complex numbers, bytes, NaN and infinities, values the
// executor left unconverted) replaced by its Python repr, so that a
// memory with any answer can be written.
func jsonSafe(v any) any {
	switch x := v.(type) {
	case nil, bool, string, int, int64, *big.Int:
		return x
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return pyRepr(x)
		}
		if x == math.Trunc(x) && math.Abs(x) < 1e21 {
			// encoding/json would write 1.0 as 1, which reads back as an int.
			return json.Number(strconv.FormatFloat(x, 'f', -1, 64) + ".0")
		}
		return x
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = jsonSafe(e)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = jsonSafe(e)
		}
		return out
	}
	return pyRepr(v)
}

// AnswerJSON writes the answer as JSON (values JSON cannot hold as their
// Python repr), as `krait agent --output-schema` prints it.
func (r Result) AnswerJSON() ([]byte, error) { return json.Marshal(jsonSafe(r.Answer)) }
