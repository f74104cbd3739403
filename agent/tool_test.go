package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

type weatherArgs struct {
	City  string   `json:"city" description:"The city name."`
	Days  int      `json:"days,omitempty" description:"How many days ahead."`
	Units *string  `json:"units" description:"metric or imperial"`
	Tags  []string `json:"tags,omitempty"`
}

type forecast struct {
	City  string    `json:"city"`
	Temps []float64 `json:"temps"`
	Days  int       `json:"days"`
}

func TestNewToolSignatureAndSchema(t *testing.T) {
	tool, err := NewTool("weather", "Gets the forecast.\nSecond line.", func(_ context.Context, in weatherArgs) (forecast, error) {
		return forecast{City: in.City, Temps: []float64{1.5, 2}, Days: in.Days}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `def weather(city: str, days: int = None, units: str = None, tags: list[str] = None) -> dict:
    """Gets the forecast.
    Second line.

    Args:
        city: The city name.
        days: How many days ahead.
        units: metric or imperial
        tags: 
    """`
	if got := tool.PythonSignature(); got != want {
		t.Errorf("signature:\n%s\nwant:\n%s", got, want)
	}
	raw, err := json.Marshal(tool.Schema)
	if err != nil {
		t.Fatal(err)
	}
	for _, frag := range []string{`"city":{"type":"string","description":"The city name."}`, `"required":["city","units"]`} {
		if !strings.Contains(string(raw), frag) {
			t.Errorf("schema %s lacks %s", raw, frag)
		}
	}
	out, err := tool.Call(context.Background(), map[string]any{"city": "Oslo", "days": int64(3), "units": nil})
	if err != nil {
		t.Fatal(err)
	}
	m, ok := out.(map[string]any)
	if !ok || m["city"] != "Oslo" || m["days"] != int64(3) {
		t.Fatalf("result = %#v", out)
	}
	if temps := m["temps"].([]any); temps[0] != 1.5 || temps[1] != int64(2) {
		t.Errorf("temps = %#v", temps)
	}
}

func TestToolCallArgumentErrors(t *testing.T) {
	tool, err := NewTool("weather", "x", func(_ context.Context, in weatherArgs) (string, error) { return in.City, nil })
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args map[string]any
		want string
	}{
		{map[string]any{}, "weather() missing required argument: 'city'"},
		{map[string]any{"city": "x", "units": nil, "color": "red"}, "weather() got an unexpected keyword argument 'color'"},
		{map[string]any{"city": int64(3), "units": nil}, "weather() argument 'city' must be str, not int"},
		{map[string]any{"city": "x", "units": nil, "days": "two"}, "weather() argument 'days' must be int, not str"},
		{map[string]any{"city": 2.5, "units": nil}, "weather() argument 'city' must be str, not float"},
		{map[string]any{"city": "x", "units": nil, "days": 2.5}, "weather() argument 'days' must be int, not float"},
	}
	for _, tc := range tests {
		_, err := tool.Call(context.Background(), tc.args)
		var te *ToolError
		if !errors.As(err, &te) || err.Error() != tc.want {
			t.Errorf("Call(%v) error = %v, want %q", tc.args, err, tc.want)
		}
	}
}

func TestNewToolRejectsNonStructInput(t *testing.T) {
	if _, err := NewTool("bad", "x", func(_ context.Context, in int) (int, error) { return in, nil }); err == nil {
		t.Error("NewTool accepted an int input")
	}
}

func TestToolErrorFromFunction(t *testing.T) {
	boom := errors.New("boom")
	tool, err := NewTool("f", "x", func(context.Context, struct{}) (string, error) { return "", boom })
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tool.Call(context.Background(), nil); !errors.Is(err, boom) {
		t.Errorf("error = %v", err)
	}
}

func TestPyStr(t *testing.T) {
	tests := []struct {
		in   any
		want string
	}{
		{nil, "None"}, {true, "True"}, {int64(-3), "-3"}, {2.0, "2.0"}, {0.1, "0.1"}, {1e20, "1e+20"},
		{"it's", "it's"}, {[]any{"a", int64(1), nil}, "['a', 1, None]"},
		{map[string]any{"b": 1.5, "a": "x"}, "{'a': 'x', 'b': 1.5}"},
		{[]any{"it's"}, `["it's"]`},
	}
	for _, tc := range tests {
		if got := pyStr(tc.in); got != tc.want {
			t.Errorf("pyStr(%#v) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestToolPanicBecomesError(t *testing.T) {
	tool, err := NewTool("fragile", "x", func(context.Context, struct{}) (string, error) {
		var m map[string]int
		return fmt.Sprint(m["boom"] / len(m)), nil // divides by zero
	})
	if err != nil {
		t.Fatal(err)
	}
	_, err = tool.Call(context.Background(), nil)
	if err == nil || !strings.Contains(err.Error(), "tool fragile failed: Go panic") {
		t.Errorf("error = %v", err)
	}
}
