//go:build race

package security_test

// timeScale stretches the attacks' time limits under the race detector,
// which runs the interpreter several times slower: an attack that must end
// on another limit (memory, operations) would otherwise hit the time limit
// first.
const timeScale = 10
