; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, matmul_slice_rows, slice_concat_left, slice_concat_right
; z3 rlimit used: 118232
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (>= ?x10 1)))
 (let (($x16 (and (= (dim A ax) n1) $x12 (>= (rank B) 1))))
 (=> $x16 $x20)))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x55 (slice ax n1 e (concat ax A B))))
 (let (($x56 (= ?x55 B)))
 (let ((?x10 (rank B)))
 (let (($x12 (>= ?x10 1)))
 (let ((?x51 (rank A)))
 (let (($x52 (>= ?x51 1)))
 (let (($x47 (= (dim A ax) n1)))
 (=> (and $x47 (= (dim B ax) (- e n1)) $x52 $x12) $x56)))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x138 (concat ax (matmul A C) (matmul B C))))
 (let ((?x135 (matmul (concat ax A B) C)))
 (let (($x139 (= ?x135 ?x138)))
 (let ((?x109 (dim A 5)))
 (let (($x131 (= ?x109 (dim C 5))))
 (let ((?x10 (rank A)))
 (let ((?x70 (- ?x10 2)))
 (let (($x108 (> ?x70 5)))
 (let ((?x76 (rank C)))
 (let (($x77 (>= ?x76 2)))
 (let ((?x14 (rank B)))
 (let (($x74 (>= ?x14 2)))
 (let (($x73 (>= ?x10 2)))
 (let (($x72 (>= ax 0)))
 (let (($x133 (and (= ax ?x70) $x72 $x73 $x74 $x77 (= (- ?x14 2) ?x70) (=> (> ?x70 0) (= (dim A 0) (dim B 0))) (=> (> ?x70 1) (= (dim A 1) (dim B 1))) (=> (> ?x70 2) (= (dim A 2) (dim B 2))) (=> (> ?x70 3) (= (dim A 3) (dim B 3))) (=> (> ?x70 4) (= (dim A 4) (dim B 4))) (=> $x108 (= ?x109 (dim B 5))) (= (- ?x76 2) ?x70) (=> (> ?x70 0) (= (dim A 0) (dim C 0))) (=> (> ?x70 1) (= (dim A 1) (dim C 1))) (=> (> ?x70 2) (= (dim A 2) (dim C 2))) (=> (> ?x70 3) (= (dim A 3) (dim C 3))) (=> (> ?x70 4) (= (dim A 4) (dim C 4))) (=> $x108 $x131))))
 (=> $x133 $x139)))))))))))))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x213 (matmul (slice ax s e A) B)))
 (let ((?x211 (slice ax s e (matmul A B))))
 (let (($x214 (= ?x211 ?x213)))
 (let ((?x109 (dim B 5)))
 (let (($x207 (= (dim A 5) ?x109)))
 (let ((?x103 (dim B 4)))
 (let (($x203 (= (dim A 4) ?x103)))
 (let ((?x97 (dim B 3)))
 (let (($x171 (= (dim A 3) ?x97)))
 (let ((?x91 (dim B 2)))
 (let (($x189 (= (dim A 2) ?x91)))
 (let ((?x86 (dim B 1)))
 (let (($x174 (= (dim A 1) ?x86)))
 (let ((?x81 (dim B 0)))
 (let (($x186 (= (dim A 0) ?x81)))
 (let ((?x10 (rank B)))
 (let (($x73 (>= ?x10 2)))
 (let ((?x51 (rank A)))
 (let (($x144 (>= ?x51 2)))
 (let (($x159 (>= e 1)))
 (let (($x72 (>= s 0)))
 (let (($x167 (>= ax 0)))
 (let (($x209 (and (= ax (- ?x51 2)) (<= s e) $x167 $x72 $x159 $x144 $x73 (= (- ?x10 2) (- ?x51 2)) (=> (> (- ?x51 2) 0) $x186) (=> (> (- ?x51 2) 1) $x174) (=> (> (- ?x51 2) 2) $x189) (=> (> (- ?x51 2) 3) $x171) (=> (> (- ?x51 2) 4) $x203) (=> (> (- ?x51 2) 5) $x207))))
 (=> $x209 $x214)))))))))))))))))))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul (slice ax s e A) B) ) :qid matmul_slice_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (concat 0 in_w1 in_x1)) 2))
(assert
 (let ((?x220 (+ sym_c sym_n)))
 (let ((?x257 (concat 0 in_w1 in_x1)))
 (let ((?x242 (dim ?x257 0)))
 (= ?x242 ?x220)))))
(assert
 (= (dim (concat 0 in_w1 in_x1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_w1 in_x1) in_w1)) 2))
(assert
 (let ((?x220 (+ sym_c sym_n)))
 (let ((?x257 (concat 0 in_w1 in_x1)))
 (let ((?x268 (matmul ?x257 in_w1)))
 (let ((?x271 (dim ?x268 0)))
 (= ?x271 ?x220))))))
(assert
 (= (dim (matmul (concat 0 in_w1 in_x1) in_w1) 1) sym_c))
(assert
 (let ((?x257 (concat 0 in_w1 in_x1)))
 (let ((?x268 (matmul ?x257 in_w1)))
 (let ((?x275 (slice 0 0 sym_c ?x268)))
 (= (rank ?x275) 2)))))
(assert
 (let ((?x257 (concat 0 in_w1 in_x1)))
 (let ((?x268 (matmul ?x257 in_w1)))
 (let ((?x275 (slice 0 0 sym_c ?x268)))
 (= (dim ?x275 0) sym_c)))))
(assert
 (let ((?x257 (concat 0 in_w1 in_x1)))
 (let ((?x268 (matmul ?x257 in_w1)))
 (let ((?x275 (slice 0 0 sym_c ?x268)))
 (= (dim ?x275 1) sym_c)))))
(assert
 (let ((?x257 (concat 0 in_w1 in_x1)))
 (let ((?x268 (matmul ?x257 in_w1)))
 (let ((?x220 (+ sym_c sym_n)))
 (let ((?x282 (slice 0 sym_c ?x220 ?x268)))
 (= (rank ?x282) 2))))))
(assert
 (let ((?x257 (concat 0 in_w1 in_x1)))
 (let ((?x268 (matmul ?x257 in_w1)))
 (let ((?x220 (+ sym_c sym_n)))
 (let ((?x282 (slice 0 sym_c ?x220 ?x268)))
 (= (dim ?x282 0) sym_n))))))
(assert
 (let ((?x257 (concat 0 in_w1 in_x1)))
 (let ((?x268 (matmul ?x257 in_w1)))
 (let ((?x220 (+ sym_c sym_n)))
 (let ((?x282 (slice 0 sym_c ?x220 ?x268)))
 (= (dim ?x282 1) sym_c))))))
(assert
 (let ((?x220 (+ sym_c sym_n)))
 (>= ?x220 0)))
(assert
 (= (rank (concat 0 in_x1 in_w1)) 2))
(assert
 (let ((?x294 (+ sym_n sym_c)))
 (let ((?x290 (concat 0 in_x1 in_w1)))
 (let ((?x293 (dim ?x290 0)))
 (= ?x293 ?x294)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 in_w1) in_w1)) 2))
(assert
 (let ((?x294 (+ sym_n sym_c)))
 (let ((?x290 (concat 0 in_x1 in_w1)))
 (let ((?x298 (matmul ?x290 in_w1)))
 (let ((?x301 (dim ?x298 0)))
 (= ?x301 ?x294))))))
(assert
 (= (dim (matmul (concat 0 in_x1 in_w1) in_w1) 1) sym_c))
(assert
 (let ((?x290 (concat 0 in_x1 in_w1)))
 (let ((?x298 (matmul ?x290 in_w1)))
 (let ((?x305 (slice 0 0 sym_n ?x298)))
 (= (rank ?x305) 2)))))
(assert
 (let ((?x290 (concat 0 in_x1 in_w1)))
 (let ((?x298 (matmul ?x290 in_w1)))
 (let ((?x305 (slice 0 0 sym_n ?x298)))
 (= (dim ?x305 0) sym_n)))))
(assert
 (let ((?x290 (concat 0 in_x1 in_w1)))
 (let ((?x298 (matmul ?x290 in_w1)))
 (let ((?x305 (slice 0 0 sym_n ?x298)))
 (= (dim ?x305 1) sym_c)))))
(assert
 (let ((?x290 (concat 0 in_x1 in_w1)))
 (let ((?x298 (matmul ?x290 in_w1)))
 (let ((?x294 (+ sym_n sym_c)))
 (let ((?x312 (slice 0 sym_n ?x294 ?x298)))
 (= (rank ?x312) 2))))))
(assert
 (let ((?x290 (concat 0 in_x1 in_w1)))
 (let ((?x298 (matmul ?x290 in_w1)))
 (let ((?x294 (+ sym_n sym_c)))
 (let ((?x312 (slice 0 sym_n ?x294 ?x298)))
 (= (dim ?x312 0) sym_c))))))
(assert
 (let ((?x290 (concat 0 in_x1 in_w1)))
 (let ((?x298 (matmul ?x290 in_w1)))
 (let ((?x294 (+ sym_n sym_c)))
 (let ((?x312 (slice 0 sym_n ?x294 ?x298)))
 (= (dim ?x312 1) sym_c))))))
(assert
 (let ((?x290 (concat 0 in_x1 in_w1)))
(let ((?x298 (matmul ?x290 in_w1)))
(let ((?x305 (slice 0 0 sym_n ?x298)))
(let ((?x257 (concat 0 in_w1 in_x1)))
(let ((?x268 (matmul ?x257 in_w1)))
(let ((?x220 (+ sym_c sym_n)))
(let ((?x282 (slice 0 sym_c ?x220 ?x268)))
(let ((?x294 (+ sym_n sym_c)))
(let ((?x312 (slice 0 sym_n ?x294 ?x298)))
(let ((?x275 (slice 0 0 sym_c ?x268)))
(or (and (distinct ?x275 ?x312) true) (and (distinct ?x282 ?x305) true)))))))))))))
(check-sat)
