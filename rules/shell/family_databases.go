package shell

import (
	"maps"
	"slices"
	"strings"
)

// The databases family: SQL and key-value clients, judged on the statement
// they are told to run (by option, operand, pipe or heredoc; the last two
// are seen by the walk, walk.go). The rows are made from dbClients: to
// teach the guard a client, add it there with the options that carry a
// statement.
var databaseCommands = []command{
	{names: slices.Sorted(maps.Keys(dbClients)), judge: (*walker).judgeDBClient},
}

// judgeDBClient: the statement it runs, and for clients that are also
// service CLIs (bq, supabase, redis-cli…) what their subcommands delete.
func (w *walker) judgeDBClient(name string, args, full []field) {
	w.judgeDB(name, args, full)
	if knownDataTool(name) {
		w.judgeDataDelete(name, args, full)
	}
}

// dbClients maps SQL and key-value clients to the options that carry a
// statement to run.
var dbClients = map[string][]string{
	"psql": {"c", "command"}, "mysql": {"e", "execute"}, "mariadb": {"e", "execute"},
	"sqlite3": {"cmd"}, "duckdb": {"c", "cmd"}, "sqlcmd": {"Q", "q", "query"},
	"clickhouse-client": {"q", "query"}, "clickhouse": {"q", "query"}, "cqlsh": {"e", "execute"},
	"snowsql": {"q", "query"}, "cockroach": {"e", "execute"}, "usql": {"c", "command"},
	"mongosh": {"eval"}, "mongo": {"eval"}, "redis-cli": nil, "valkey-cli": nil, "keydb-cli": nil,
	"influx": {"execute"}, "trino": {"execute"}, "presto": {"execute"}, "vsql": {"c", "command"},
	"isql": nil, "bq": nil, "supabase": nil, "dropdb": nil, "mysqladmin": nil,
}

func isDBClient(name string) bool { _, ok := dbClients[name]; return ok }

// judgeDB looks at the statement a database client is told to run.
func (w *walker) judgeDB(name string, args []field, full []field) {
	cmd := fieldStrings(full)
	switch name {
	case "dropdb":
		// The same effect as DROP DATABASE, but rated moderate: dropdb is
		// its own command and documentation is full of it, while a DROP
		// smuggled through psql -c is what an agent guard must stop.
		w.emit(IDDataDelete, "bash", cmd)
		return
	case "mysqladmin":
		for _, a := range args {
			if strings.EqualFold(a.s, "drop") {
				w.emit(IDDBDrop, "bash", cmd)
				return
			}
		}
		return
	case "redis-cli", "valkey-cli", "keydb-cli":
		for _, a := range args {
			if s := strings.ToLower(a.s); s == "flushall" || s == "flushdb" {
				w.emit(IDDBDrop, "bash", cmd)
				return
			}
		}
		return
	case "supabase":
		// supabase db reset drops and recreates the database
		if len(args) >= 2 && args[0].s == "db" && args[1].s == "reset" {
			w.emit(IDDBDrop, "bash", cmd)
		}
		return
	case "bq":
		if len(args) > 0 && args[0].s == "rm" {
			w.emit(IDDataDestroy, "bash", cmd)
			return
		}
	}
	keys := dbClients[name]
	for i := 0; i < len(args); i++ {
		a := args[i].s
		if !strings.HasPrefix(a, "-") {
			// sqlite3 DB "SQL", bq query "SQL", cockroach sql …: a
			// statement may be an operand
			if sqlDestroys(a) {
				w.emit(IDDBDrop, "bash", cmd)
				return
			}
			continue
		}
		k, v, has := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !containsStr(keys, k) {
			// -e"DROP …" glued to a short option
			if len(a) > 2 && a[1] != '-' && containsStr(keys, a[1:2]) {
				k, v, has = a[1:2], a[2:], true
			} else {
				continue
			}
		}
		if !has && i+1 < len(args) {
			i++
			v = args[i].s
		}
		if sqlDestroys(v) {
			w.emit(IDDBDrop, "bash", cmd)
			return
		}
	}
}

// sqlDestroys reports whether a statement list drops or empties a
// database, schema, table or collection: DROP DATABASE/SCHEMA/TABLE,
// TRUNCATE, DELETE without WHERE, FLUSHALL, Mongo's drop calls. Only the
// first words of each statement count, so `SELECT 'DROP TABLE ' || x`
// (SQL that writes SQL) is not a drop.
func sqlDestroys(text string) bool {
	low := strings.ToLower(text)
	if strings.Contains(low, "dropdatabase(") || strings.Contains(low, ".drop(") ||
		strings.Contains(low, "deletemany({})") || strings.Contains(low, ".remove({})") {
		return true
	}
	for _, stmt := range strings.Split(low, ";") {
		ws := strings.Fields(stmt)
		if len(ws) == 0 {
			continue
		}
		switch ws[0] {
		case "drop":
			if len(ws) > 1 {
				switch ws[1] {
				case "database", "schema", "table", "keyspace", "collection", "owned", "tablespace":
					return true
				}
			}
		case "truncate", "flushall", "flushdb":
			return true
		case "delete":
			if len(ws) >= 3 && ws[1] == "from" && !strings.Contains(stmt, " where ") {
				return true
			}
		}
	}
	return false
}
