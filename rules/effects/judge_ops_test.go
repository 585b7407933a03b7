package effects_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// Effects judged by their target alone, the device class and the remote
// shell combination.
func TestJudgeProcessDiskRemote(t *testing.T) {
	t.Parallel()
	c := compiled(t, nil)
	shell := middleware.Effect{Op: middleware.EffectExec, Program: "sh", Class: effects.ClassInteractiveShell}
	plainShell := middleware.Effect{Op: middleware.EffectExec, Program: "sh"}
	net := func(dir string) middleware.Effect {
		return middleware.Effect{Op: middleware.EffectNet, Host: "10.0.0.1", Dir: dir}
	}
	tests := []struct {
		name    string
		effects []middleware.Effect
		want    []string
		risk    middleware.Risk
	}{
		{"all processes", []middleware.Effect{eff(middleware.EffectProcess, effects.AllTargets)}, []string{effects.IDProcessAll}, middleware.RiskHigh},
		{"one process", []middleware.Effect{{Op: middleware.EffectProcess, Program: "node"}}, nil, 0},
		{"unknown process", []middleware.Effect{{Op: middleware.EffectProcess, Unknown: true}}, nil, 0},
		{"inline script to a Windows loader", []middleware.Effect{{Op: middleware.EffectExec, Unknown: true, Class: effects.ClassForeignScript}}, []string{effects.IDForeignScript}, middleware.RiskHigh},
		{"library injected from outside the system's", []middleware.Effect{{Op: middleware.EffectExec, Program: "/tmp/x.so", Unknown: true, Class: effects.ClassInjectedLibrary}}, []string{effects.IDInjectedLibrary}, middleware.RiskHigh},
		{"all filesystems", []middleware.Effect{eff(middleware.EffectDisk, effects.AllTargets)}, []string{effects.IDDiskAll}, middleware.RiskHigh},
		{"one mount point", []middleware.Effect{eff(middleware.EffectDisk, "/mnt")}, nil, 0},
		{"write a disk", []middleware.Effect{eff(middleware.EffectWrite, "/dev/sda")}, []string{"effect.write.device"}, middleware.RiskHigh},
		{"write a partition", []middleware.Effect{eff(middleware.EffectWrite, "/dev/nvme0n1p1")}, []string{"effect.write.device"}, middleware.RiskHigh},
		{"write by id", []middleware.Effect{eff(middleware.EffectWrite, "/dev/disk/by-id/usb-x")}, []string{"effect.write.device"}, middleware.RiskHigh},
		{"read a disk", []middleware.Effect{eff(middleware.EffectRead, "/dev/sda")}, nil, 0},
		{"write the terminal", []middleware.Effect{eff(middleware.EffectWrite, "/dev/pts/1")}, nil, 0},
		{"workdir contents", []middleware.Effect{eff(middleware.EffectDelete, effects.WorkdirContents)}, []string{effects.IDDeleteWorkdir}, middleware.RiskCritical},
		{"a subdirectory", []middleware.Effect{eff(middleware.EffectDelete, "build")}, nil, 0},
		{"remote shell", []middleware.Effect{shell, net("send")}, []string{effects.IDRemoteShell}, middleware.RiskCritical},
		{"remote shell, both ways", []middleware.Effect{net(""), shell}, []string{effects.IDRemoteShell}, middleware.RiskCritical},
		{"shell and a download", []middleware.Effect{shell, net("download")}, nil, 0},
		{"script and a send", []middleware.Effect{plainShell, net("send")}, nil, 0},
		{"stream shell alone", []middleware.Effect{shell}, nil, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			fs := c.Judge(tc.effects)
			if tc.want == nil {
				assert.Empty(t, fs)
				return
			}
			assert.Equal(t, tc.want, ids(fs))
			assert.Equal(t, tc.risk, fs[0].Risk)
		})
	}
}
