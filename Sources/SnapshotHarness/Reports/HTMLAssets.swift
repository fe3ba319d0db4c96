/// The report's inline style and script: no external resources, so `index.html` opens from disk.
enum HTMLAssets {
    static let style = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#fff}
    h1,h2,h3{margin:1.2em 0 .4em}code{background:#f2f2f7;padding:1px 4px;border-radius:4px}
    .fail{color:#c00}.pass{color:#080}.note{background:#fff4d6;padding:6px 10px;border-radius:6px}
    table{border-collapse:collapse}td,th{border:1px solid #d1d1d6;padding:3px 6px;text-align:left;vertical-align:top}
    .strip{display:flex;gap:8px;overflow-x:auto;align-items:flex-start}.strip figure{margin:0}
    figure img{max-height:320px;border:1px solid #d1d1d6}figcaption{font-size:11px;color:#636366}
    .pair{display:flex;gap:16px}.broken{background:#ffe5e5;color:#a00;padding:8px}.views img{max-height:480px;border:1px solid #d1d1d6}
    tr.differs td{background:#ffe5e5}td code{overflow-wrap:anywhere;word-break:break-word}td{max-width:36em}
    .failing{color:#c00;font-weight:600}.known{color:#8a5a00}.allowed{color:#555}.passed{color:#080}
    .sev{display:inline-block;padding:0 5px;border-radius:4px;font-weight:600}.sev.P0{background:#c00;color:#fff}.sev.P1{background:#ffd0cc}.sev.P2{background:#eee}
    tr.row[data-status=known]{background:#fff8e6}.filters{position:sticky;top:0;background:#fff;padding:8px 0;border-bottom:1px solid #d1d1d6;z-index:1}
    section>details>summary h2{display:inline}.failures li{margin:2px 0}
    .compare .stage{display:flex;gap:8px;align-items:flex-start}.compare figure{margin:0}.compare img{max-height:480px;display:block;border:1px solid #d1d1d6}
    .compare input{display:none}.compare[data-mode=side] .diff{display:none}
    .compare[data-mode=slider] .stage{position:relative;display:inline-block}.compare[data-mode=slider] .diff,.compare[data-mode=slider] figcaption{display:none}
    .compare[data-mode=slider] .top{position:absolute;top:0;left:0;clip-path:inset(0 var(--reveal,50%) 0 0)}.compare[data-mode=slider] input{display:block;width:300px}
    .compare[data-mode=diff] .base,.compare[data-mode=diff] .top{display:none}
    .tabs button{margin-right:4px}.compare[data-mode=side] button[data-for=side],.compare[data-mode=slider] button[data-for=slider],.compare[data-mode=diff] button[data-for=diff]{font-weight:700}
    """

    /// `mode(button)` switches a comparison widget between side by side, slider and diff; `slide(range)`
    /// moves the overlay's edge (a CSS variable that only the slider mode reads, so the other modes
    /// show the whole actual picture). `applyFilters(write)` hides rows that do not match the filter bar and,
    /// when `write`, puts the state into the URL's hash; on load the hash's state is applied.
    /// Once the page has loaded, images that failed to load (a report copied without its `images/`
    /// folder) are counted into `data-loaded-images` / `data-broken-images` on `<body>` and named in
    /// a banner at the top.
    static let script = """
    function mode(b){b.closest('.compare').setAttribute('data-mode',b.getAttribute('data-for'))}
    function slide(r){r.closest('.compare').style.setProperty('--reveal',(100-r.value)+'%')}
    var filterKeys=['status','check','severity','screen','q'];
    function applyFilters(write){var f={},n=0,parts=[];filterKeys.forEach(function(k){var e=document.getElementById('filter-'+k);if(e&&e.value){f[k]=e.value;parts.push(k+'='+encodeURIComponent(e.value))}});
    var q=(f.q||'').toLowerCase(),rows=document.querySelectorAll('.row');for(var i=0;i<rows.length;i++){var r=rows[i],s=r.closest('[data-screen]'),screen=s?s.getAttribute('data-screen'):'';
    var ok=(!f.status||r.getAttribute('data-status')===f.status)&&(!f.check||r.getAttribute('data-check')===f.check)&&(!f.severity||r.getAttribute('data-severity')===f.severity)&&(!f.screen||screen===f.screen)&&(!q||(r.getAttribute('data-text')+' '+screen.toLowerCase()).indexOf(q)>=0);
    r.hidden=!ok;if(ok)n++}
    var secs=document.querySelectorAll('section[data-screen]');for(var j=0;j<secs.length;j++){var sec=secs[j];sec.hidden=!!f.screen&&sec.getAttribute('data-screen')!==f.screen;if(parts.length&&!sec.hidden&&sec.querySelector('.row:not([hidden])')){sec.querySelector('details').open=true}}
    document.body.setAttribute('data-shown-rows',n);var c=document.getElementById('filter-count');if(c)c.textContent=parts.length?n+' shown':'';
    if(write){var h=parts.length?'#'+parts.join('&'):'';try{history.replaceState(null,'',h||location.pathname)}catch(e){location.hash=h}}}
    function readHash(){var h=location.hash.replace(/^#/,'');if(h.indexOf('=')<0)return;h.split('&').forEach(function(p){var kv=p.split('='),e=document.getElementById('filter-'+kv[0]);if(e&&kv.length===2)e.value=decodeURIComponent(kv[1])});applyFilters(false)}
    window.addEventListener('hashchange',readHash);window.addEventListener('DOMContentLoaded',readHash);

    window.addEventListener('load',function(){var all=document.images,bad=[];for(var i=0;i<all.length;i++){if(!all[i].complete||all[i].naturalWidth===0){bad.push(all[i].getAttribute('src'))}}
    document.body.setAttribute('data-loaded-images',all.length-bad.length);document.body.setAttribute('data-broken-images',bad.length);
    if(bad.length){var p=document.createElement('p');p.className='broken';p.textContent=bad.length+' image(s) could not be loaded; keep the images/ folder beside index.html. First: '+bad[0];document.body.insertBefore(p,document.body.firstChild)}})
    """
}
