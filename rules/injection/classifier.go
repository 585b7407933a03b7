package injection

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/middleware"
)

// Classifier returns the input guard's classifier over s: a message the
// scanner matches is denied with the pattern's id, category and risk; a
// monitor-mode match is reported and allowed. Other kinds pass.
func Classifier(s *Scanner) middleware.Classifier {
	return middleware.ClassifierFunc(func(_ context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		if op.Kind != middleware.KindInput {
			return middleware.Verdict{}, nil
		}
		m, ok := s.scanMessage(op.Text)
		if c, run := s.over(covertGoalMatch, m, ok); run && covertGoal(op.Text) { // covert.go
			m, ok = c, true
		}
		if c, run := s.over(guessCheckMatch, m, ok); run && guessChecked(op.Text) { // guess.go
			m, ok = c, true
		}
		if !ok {
			return middleware.Verdict{}, nil
		}
		reason := "input matches " + m.Family
		if m.Decoded != "" {
			reason += " (decoded from " + m.Decoded + ")"
		}
		return matchVerdict(m, reason, m.Category), nil
	})
}

// matchVerdict is the denial of a match: its pattern's id and risk, the
// category given, reported and allowed when the pattern is in monitor
// mode.
func matchVerdict(m Match, reason, category string) middleware.Verdict {
	return middleware.Verdict{
		Action:   middleware.ActionDeny,
		Reason:   reason,
		ID:       m.ID,
		Category: category,
		Risk:     m.Risk,
		Monitor:  m.Monitor,
	}
}

// SlashCommandID names the slash-command check in denials.
const SlashCommandID = "input.slash_command"

// SlashCommands returns a classifier that denies a message starting with
// "/": the agent's own slash commands are not for the people it serves.
// Leading white space and invisible format characters are skipped, and the
// fullwidth and other look-alike slashes count, so " ⁄clear" is caught too.
func SlashCommands() middleware.Classifier {
	return middleware.ClassifierFunc(func(_ context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		if op.Kind != middleware.KindInput || !startsWithSlash(op.Text) {
			return middleware.Verdict{}, nil
		}
		return middleware.Verdict{Action: middleware.ActionDeny, Reason: "slash command", ID: SlashCommandID,
			Category: "slash_command", Risk: middleware.RiskModerate}, nil
	})
}

func startsWithSlash(s string) bool {
	s = strings.TrimLeftFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.Is(unicode.Cf, r)
	})
	r, _ := utf8.DecodeRuneInString(s)
	switch r {
	case '/', '／', '⁄', '∕', '⧸', '╱':
		return true
	}
	return false
}
