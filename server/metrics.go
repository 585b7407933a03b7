package server

import (
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Metrics counts what the server does, for /metrics in Prometheus' text
// format. It is written by hand rather than with a client library to keep
// the module's dependencies to what a library user needs.
type Metrics struct {
	mu        sync.Mutex
	decisions map[decisionKey]*atomic.Uint64
	frames    map[string]*atomic.Uint64
	approvals map[string]*atomic.Uint64 // by outcome

	latency      [numBuckets + 1]atomic.Uint64 // last is +Inf
	latencySumNs atomic.Uint64
	latencyCount atomic.Uint64

	included []io.WriterTo // more metrics, written after the server's (Include)

	openSessions atomic.Int64
	agentErrors  atomic.Uint64
	rejected     atomic.Uint64 // handshakes refused (auth, origin, draining)
}

type decisionKey struct{ kind, outcome, rule string }

const numBuckets = 9

// latencyBuckets are the decision latency histogram's upper bounds.
var latencyBuckets = [numBuckets]time.Duration{
	10 * time.Microsecond, 50 * time.Microsecond, 100 * time.Microsecond, 250 * time.Microsecond,
	500 * time.Microsecond, time.Millisecond, 5 * time.Millisecond, 25 * time.Millisecond, 100 * time.Millisecond,
}

// NewMetrics returns empty metrics.
func NewMetrics() *Metrics {
	return &Metrics{decisions: map[decisionKey]*atomic.Uint64{}, frames: map[string]*atomic.Uint64{},
		approvals: map[string]*atomic.Uint64{}}
}

// Decision records one guard decision: outcome is "allowed", "denied",
// "asked" (waits for a person) or "failed"; rule is the deciding rule's id
// (empty when allowed).
func (m *Metrics) Decision(kind, outcome, rule string, d time.Duration) {
	counter(&m.mu, m.decisions, decisionKey{kind, outcome, rule}).Add(1)
	i, _ := slices.BinarySearch(latencyBuckets[:], d)
	m.latency[i].Add(1)
	m.latencySumNs.Add(uint64(d.Nanoseconds()))
	m.latencyCount.Add(1)
}

// Frame records one frame sent.
func (m *Metrics) Frame(typ string) { counter(&m.mu, m.frames, typ).Add(1) }

// Approval records how an ask ended: an approval_end outcome, "granted"
// (a session grant covered it, nobody was asked) or "refused" (denied
// without asking: too many waiting, or it could not be shown).
func (m *Metrics) Approval(outcome string) { counter(&m.mu, m.approvals, outcome).Add(1) }

func counter[K comparable](mu *sync.Mutex, m map[K]*atomic.Uint64, k K) *atomic.Uint64 {
	mu.Lock()
	defer mu.Unlock()
	c := m[k]
	if c == nil {
		c = new(atomic.Uint64)
		m[k] = c
	}
	return c
}

// ServeHTTP writes the metrics in Prometheus' text exposition format.
func (m *Metrics) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	m.WriteTo(w)
}

// WriteTo writes the metrics in Prometheus' text format.
func (m *Metrics) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	b.WriteString("# HELP guardrail_decisions_total Guard decisions by operation kind, outcome and deciding rule.\n# TYPE guardrail_decisions_total counter\n")
	m.mu.Lock()
	keys := make([]decisionKey, 0, len(m.decisions))
	for k := range m.decisions {
		keys = append(keys, k)
	}
	frameTypes := make([]string, 0, len(m.frames))
	for k := range m.frames {
		frameTypes = append(frameTypes, k)
	}
	approvalOutcomes := make([]string, 0, len(m.approvals))
	for k := range m.approvals {
		approvalOutcomes = append(approvalOutcomes, k)
	}
	m.mu.Unlock()
	slices.SortFunc(keys, func(a, b decisionKey) int {
		return strings.Compare(a.kind+a.outcome+a.rule, b.kind+b.outcome+b.rule)
	})
	for _, k := range keys {
		fmt.Fprintf(&b, "guardrail_decisions_total{kind=%q,outcome=%q,rule=%q} %d\n", k.kind, k.outcome, k.rule,
			counter(&m.mu, m.decisions, k).Load())
	}
	b.WriteString("# HELP guardrail_decision_seconds Time the chain took to decide, per decision.\n# TYPE guardrail_decision_seconds histogram\n")
	var cum uint64
	for i, ub := range latencyBuckets {
		cum += m.latency[i].Load()
		fmt.Fprintf(&b, "guardrail_decision_seconds_bucket{le=\"%g\"} %d\n", ub.Seconds(), cum)
	}
	cum += m.latency[len(latencyBuckets)].Load()
	fmt.Fprintf(&b, "guardrail_decision_seconds_bucket{le=\"+Inf\"} %d\n", cum)
	fmt.Fprintf(&b, "guardrail_decision_seconds_sum %g\n", float64(m.latencySumNs.Load())/1e9)
	fmt.Fprintf(&b, "guardrail_decision_seconds_count %d\n", m.latencyCount.Load())
	b.WriteString("# HELP guardrail_open_sessions WebSocket sessions open now.\n# TYPE guardrail_open_sessions gauge\n")
	fmt.Fprintf(&b, "guardrail_open_sessions %d\n", m.openSessions.Load())
	b.WriteString("# HELP guardrail_frames_total Frames sent to clients, by type.\n# TYPE guardrail_frames_total counter\n")
	slices.Sort(frameTypes)
	for _, t := range frameTypes {
		fmt.Fprintf(&b, "guardrail_frames_total{type=%q} %d\n", t, counter(&m.mu, m.frames, t).Load())
	}
	b.WriteString("# HELP guardrail_approvals_total Tool calls the guard asked a person about, by how the ask ended.\n# TYPE guardrail_approvals_total counter\n")
	slices.Sort(approvalOutcomes)
	for _, o := range approvalOutcomes {
		fmt.Fprintf(&b, "guardrail_approvals_total{outcome=%q} %d\n", o, counter(&m.mu, m.approvals, o).Load())
	}
	b.WriteString("# HELP guardrail_agent_errors_total Turns that ended with an agent failure.\n# TYPE guardrail_agent_errors_total counter\n")
	fmt.Fprintf(&b, "guardrail_agent_errors_total %d\n", m.agentErrors.Load())
	b.WriteString("# HELP guardrail_rejected_connections_total WebSocket handshakes refused (auth, origin, shutdown).\n# TYPE guardrail_rejected_connections_total counter\n")
	fmt.Fprintf(&b, "guardrail_rejected_connections_total %d\n", m.rejected.Load())
	m.mu.Lock()
	included := slices.Clone(m.included)
	m.mu.Unlock()
	for _, inc := range included {
		if _, err := inc.WriteTo(&b); err != nil {
			return 0, err
		}
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// Include adds w's metrics (Prometheus text) to what WriteTo writes: a
// shared store's failure counters, say.
func (m *Metrics) Include(w io.WriterTo) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.included = append(m.included, w)
}
