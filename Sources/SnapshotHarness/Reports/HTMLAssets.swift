/// The report's inline style and script: no external resources, so `index.html` opens from disk.
enum HTMLAssets {
    static let style = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#fff}
    h1,h2,h3{margin:1.2em 0 .4em}code{background:#f2f2f7;padding:1px 4px;border-radius:4px}
    .fail{color:#c00}.pass{color:#080}.note{background:#fff4d6;padding:6px 10px;border-radius:6px}
    table{border-collapse:collapse}td,th{border:1px solid #d1d1d6;padding:3px 6px;text-align:left;vertical-align:top}
    .strip{display:flex;gap:8px;overflow-x:auto;align-items:flex-start}.strip figure{margin:0}
    figure img{max-height:320px;border:1px solid #d1d1d6}figcaption{font-size:11px;color:#636366}
    .pair{display:flex;gap:16px}.cmp{position:relative;display:inline-block}
    .cmp .top{position:absolute;top:0;left:0;overflow:hidden;width:50%}.cmp img{max-height:480px;display:block}
    .cmp .top img{max-width:none}.broken{background:#ffe5e5;color:#a00;padding:8px}.views img{max-height:480px;border:1px solid #d1d1d6}
    tr.differs td{background:#ffe5e5}
    """

    /// `swap(button)` toggles a comparison between baseline and actual; the range input drives the slider.
    /// Once the page has loaded, images that failed to load (a report copied without its `images/`
    /// folder) are counted into `data-loaded-images` / `data-broken-images` on `<body>` and named in
    /// a banner at the top.
    static let script = """
    function slide(r){r.parentNode.querySelector('.top').style.width=r.value+'%'}
    function swap(b){var f=b.parentNode.querySelectorAll('.views img');for(var i=0;i<f.length;i++){f[i].hidden=!f[i].hidden}}
    window.addEventListener('load',function(){var all=document.images,bad=[];for(var i=0;i<all.length;i++){if(!all[i].complete||all[i].naturalWidth===0){bad.push(all[i].getAttribute('src'))}}
    document.body.setAttribute('data-loaded-images',all.length-bad.length);document.body.setAttribute('data-broken-images',bad.length);
    if(bad.length){var p=document.createElement('p');p.className='broken';p.textContent=bad.length+' image(s) could not be loaded; keep the images/ folder beside index.html. First: '+bad[0];document.body.insertBefore(p,document.body.firstChild)}})
    """
}
