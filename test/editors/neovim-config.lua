-- Drives Neovim (0.7 or later) headless against the ghs language server, as a user's editor
-- would: open a scenario, wait for the server's diagnostics, ask for a hover, the code lenses, the
-- outline and a formatting, then write what came back to a JSON file and quit.
--
-- nvim --headless -n -i NONE -u test/editors/neovim-config.lua room.ghs
-- with GHS_SERVER (bin/ghs-language-server.cjs), GHS_RESULT (the JSON file to write),
-- GHS_HOVER_WORD (the word to hover) and optionally GHS_NODE (default: node on PATH).

local server = assert(os.getenv('GHS_SERVER'), 'set GHS_SERVER to bin/ghs-language-server.cjs')
local result_file = assert(os.getenv('GHS_RESULT'), 'set GHS_RESULT to the JSON file to write')
local hover_word = os.getenv('GHS_HOVER_WORD') or 'Guard'
local node = os.getenv('GHS_NODE') or 'node'
local timeout_ms = 20000

-- Neovim 0.7 only applies vim.filetype.add with Lua filetype detection switched on.
vim.g.do_filetype_lua = 1
vim.filetype.add({ extension = { ghs = 'ghs' } })

local client_id
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'ghs',
  callback = function(args)
    client_id = client_id or vim.lsp.start_client({
      name = 'ghs',
      cmd = { node, server, '--stdio' },
      root_dir = vim.fn.getcwd(),
    })
    vim.lsp.buf_attach_client(args.buf, client_id)
  end,
})

local function responses(method, params)
  local answers, err = vim.lsp.buf_request_sync(0, method, params, timeout_ms)
  local list = {}
  for _, answer in pairs(answers or {}) do
    table.insert(list, { error = answer.err, result = answer.result })
  end
  return { timeout = err, responses = list }
end

local function check(result)
  result.filetype = vim.bo.filetype
  result.attached = client_id ~= nil
  result.diagnosed = vim.wait(timeout_ms, function() return #vim.diagnostic.get(0) > 0 end, 20)
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(result.diagnostics, { lnum = d.lnum, col = d.col, message = d.message, severity = d.severity, source = d.source })
  end

  vim.fn.cursor(1, 1)
  result.hover_found = vim.fn.search('\\<' .. hover_word .. '\\>') > 0
  result.hover = responses('textDocument/hover', vim.lsp.util.make_position_params())
  result.lenses = responses('textDocument/codeLens', { textDocument = vim.lsp.util.make_text_document_params() })
  result.symbols = responses('textDocument/documentSymbol', { textDocument = vim.lsp.util.make_text_document_params() })

  vim.bo.shiftwidth = 2
  vim.bo.expandtab = true
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ timeout_ms = timeout_ms })
  else
    vim.lsp.buf.formatting_sync(nil, timeout_ms)
  end
  result.formatted = vim.api.nvim_buf_get_lines(0, 0, -1, false)

  vim.lsp.stop_client(client_id)
  result.stopped = vim.wait(timeout_ms, function() return vim.lsp.client_is_stopped(client_id) end, 20)
end

vim.api.nvim_create_autocmd('VimEnter', {
  callback = function()
    vim.schedule(function()
      local result = { nvim = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) }
      local ok, err = pcall(check, result)
      if not ok then
        result.error = tostring(err)
      end
      vim.fn.writefile({ vim.fn.json_encode(result) }, result_file)
      vim.cmd('qall!')
    end)
  end,
})
