// Command fakemodel serves a scripted model on a loopback port, for
// running Claude Code (and guardrail serve --agent claude) offline in a
// demo. It logs every request it answers.
//
//	go run ./internal/fakemodel/cmd/fakemodel -addr 127.0.0.1:8089 scenario.jsonl
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"

	"github.com/guardrail-go/guardrail/internal/fakemodel"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8089", "loopback `ADDR` to listen on")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "Usage: fakemodel [-addr ADDR] [SCENARIO.jsonl]")
		flag.PrintDefaults()
	}
	flag.Parse()
	var sc fakemodel.Scenario
	if flag.NArg() > 1 {
		flag.Usage()
		os.Exit(2)
	}
	if flag.NArg() == 1 {
		var err error
		if sc, err = fakemodel.Load(flag.Arg(0)); err != nil {
			log.Fatal(err)
		}
	}
	m, err := fakemodel.NewHandler(sc)
	if err != nil {
		log.Fatal(err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	if ip := ln.Addr().(*net.TCPAddr).IP; !ip.IsLoopback() {
		log.Fatalf("fakemodel: %s is not a loopback address", ip)
	}
	m.URL = "http://" + ln.Addr().String()
	log.Printf("fakemodel: %d steps; run claude with ANTHROPIC_BASE_URL=%s", len(sc), m.URL)
	m.OnRequest = func(r fakemodel.Request) { log.Print(r) }
	log.Fatal(http.Serve(ln, m))
}
