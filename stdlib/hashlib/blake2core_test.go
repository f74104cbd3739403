package hashlib

import (
	"encoding/hex"
	"testing"
)

// TestBlake2Vectors checks the RFC 7693 appendix examples (BLAKE2b-512
// and BLAKE2s-256 of "abc").
func TestBlake2Vectors(t *testing.T) {
	b := newBlake2b(blake2Params{digestSize: 64, fanout: 1, depth: 1})
	b.write([]byte("abc"))
	if got, want := hex.EncodeToString(b.sum()), "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923"; got != want {
		t.Errorf("blake2b(abc) = %s, want %s", got, want)
	}
	s := newBlake2s(blake2Params{digestSize: 32, fanout: 1, depth: 1})
	s.write([]byte("abc"))
	if got, want := hex.EncodeToString(s.sum()), "508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982"; got != want {
		t.Errorf("blake2s(abc) = %s, want %s", got, want)
	}
}
