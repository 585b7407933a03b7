package main

import (
	"github.com/guardrail-go/guardrail/rules/policy"
)

// loadEngine compiles the policy at path, or the built-in one when path is
// empty, with every classifier this build ships.
func loadEngine(path string) (*policy.Engine, error) { return loadEngineWith(path, policy.Hooks{}) }

func loadEngineWith(path string, h policy.Hooks) (*policy.Engine, error) {
	p, err := loadPolicy(path)
	if err != nil {
		return nil, err
	}
	return p.Compile(h)
}

// loadPolicy reads the policy at path, or the built-in one when path is
// empty.
func loadPolicy(path string) (*policy.Policy, error) {
	if path == "" {
		return policy.Default(), nil
	}
	return policy.Load(path)
}
