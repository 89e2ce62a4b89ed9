package metrics

import (
	"database/sql"

	"github.com/prometheus/client_golang/prometheus"
)

// DBPool is the event index's connection pool as series, read from stats (the database/sql
// pool's statistics, sql.DB.Stats) at each scrape:
//
//	tradeprep_event_index_db_max_open_connections      the pool's bound (databaseMaxConns on PostgreSQL; 1 on SQLite)
//	tradeprep_event_index_db_open_connections          connections open, in use or idle
//	tradeprep_event_index_db_in_use_connections        connections a query or the writer's lease holds
//	tradeprep_event_index_db_idle_connections          connections open and free
//	tradeprep_event_index_db_wait_count_total          queries that had to wait for a connection
//	tradeprep_event_index_db_wait_duration_seconds_total time queries spent waiting for one
//
// In use equal to the bound while waits grow is an exhausted pool: reads queue behind each other.
func DBPool(stats func() sql.DBStats) prometheus.Collector {
	desc := func(name, help string) *prometheus.Desc {
		return prometheus.NewDesc(prometheus.BuildFQName(namespace, "event_index_db", name), help, nil, nil)
	}
	return &dbPool{
		stats:   stats,
		maxOpen: desc("max_open_connections", "The most connections the event index's pool opens (databaseMaxConns on PostgreSQL, 1 on SQLite)."),
		open:    desc("open_connections", "Connections of the event index's pool that are open, in use or idle."),
		inUse:   desc("in_use_connections", "Connections of the event index's pool in use (a query's, or the writer's lease's)."),
		idle:    desc("idle_connections", "Connections of the event index's pool open and free."),
		waits:   desc("wait_count_total", "Queries of the event index that waited for a free connection of its pool."),
		waited:  desc("wait_duration_seconds_total", "Time queries of the event index spent waiting for a free connection of its pool."),
	}
}

type dbPool struct {
	stats                                     func() sql.DBStats
	maxOpen, open, inUse, idle, waits, waited *prometheus.Desc
}

func (p *dbPool) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{p.maxOpen, p.open, p.inUse, p.idle, p.waits, p.waited} {
		ch <- d
	}
}

func (p *dbPool) Collect(ch chan<- prometheus.Metric) {
	s := p.stats()
	ch <- prometheus.MustNewConstMetric(p.maxOpen, prometheus.GaugeValue, float64(s.MaxOpenConnections))
	ch <- prometheus.MustNewConstMetric(p.open, prometheus.GaugeValue, float64(s.OpenConnections))
	ch <- prometheus.MustNewConstMetric(p.inUse, prometheus.GaugeValue, float64(s.InUse))
	ch <- prometheus.MustNewConstMetric(p.idle, prometheus.GaugeValue, float64(s.Idle))
	ch <- prometheus.MustNewConstMetric(p.waits, prometheus.CounterValue, float64(s.WaitCount))
	ch <- prometheus.MustNewConstMetric(p.waited, prometheus.CounterValue, s.WaitDuration.Seconds())
}
