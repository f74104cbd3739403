package chunks

import (
	"reflect"
	"testing"
)

func TestSplit(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []Chunk
	}{
		{"a\n", []Chunk{{"a\n", 1}}},
		{"a", []Chunk{{"a\n", 1}}},
		{"a\nb\n---\nc\n", []Chunk{{"a\nb\n", 1}, {"c\n", 4}}},
		{"a\n---\n---\nb\r\n", []Chunk{{"a\n", 1}, {"", 3}, {"b\r\n", 4}}},
		{"x = '---'\n----\n", []Chunk{{"x = '---'\n----\n", 1}}},
	} {
		if got := Split(tc.in); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Split(%q) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
}
