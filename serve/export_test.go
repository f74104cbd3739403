package serve

import "time"

// SetClusterFaults makes the instance drop a request for one of its
// sessions, or a line of an answer or a run's events, when the function
// returns true: what a NATS cut does to a message published while its
// receiver is away.
func SetClusterFaults(m *Member, dropRequest, dropReply func(line []byte) bool) {
	m.faults.Store(&clusterFaults{dropRequest: dropRequest, dropReply: dropReply})
}

// SetFlushDelay sets how long the server's runs may hold output (and
// their stream's start) before writing it.
func SetFlushDelay(s *Server, d time.Duration) { s.flushDelay = d }

// SetConnIdle sets how long an upgraded connection may idle (no request
// line, no run in progress) before the server closes it.
func SetConnIdle(s *Server, d time.Duration) { s.connIdleMin = d }
