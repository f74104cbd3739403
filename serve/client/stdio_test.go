package client

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLineHead: the id and event read from a line's first bytes are
// those a JSON decoder finds, for the lines the server writes and for
// lines of other shapes (which take the decoder's path).
func TestLineHead(t *testing.T) {
	for _, line := range []string{
		`{"event":"output","id":5,"run":"1","text":"x\n"}`,
		`{"event":"result","id":12345,"run":"1","value":null}`,
		`{"event":"tool_call","id":7}`,
		`{"id":3,"ok":true}`,
		`{"id":3}`,
		`{"id":0,"session":"s_1"}`,
		`{"error":{"code":"bad_request","message":"m"}}`,
		`{"id":3.5,"ok":true}`,
		`{"id":-3,"ok":true}`,
		`{"id":"three","ok":true}`,
		`{"id":03,"ok":true}`,
		`{"id":3 ,"ok":true}`,
		`{"id":123456789012345678901,"ok":true}`,
		`{"event":"output","run":"1","id":9}`,
		`{"event":"out\"put","id":9}`,
		`{"event":"","id":9}`,
		`{ "id":3}`,
		`{"ok":true,"id":4}`,
		`[1]`,
		`not json`,
		`{"id":null,"event":"result"}`,
	} {
		var head struct {
			Event string `json:"event"`
			ID    *int64 `json:"id"`
		}
		wantOK := json.Unmarshal([]byte(line), &head) == nil && head.ID != nil
		var wantID int64
		if wantOK {
			wantID = *head.ID
		}
		id, event, ok := lineHead([]byte(line))
		assert.Equal(t, wantOK, ok, line)
		assert.Equal(t, wantID, id, line)
		if ok {
			assert.Equal(t, head.Event, event, line)
		}
	}
}
