; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 114035
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x15 (relu (concat ax X Y))))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x8 (>= (rank X) 1)))
 (let (($x12 (and $x8 (>= (rank Y) 1))))
 (=> $x12 $x19)))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (s Int) )(! (let ((?x57 (relu (slice ax s e X))))
 (let ((?x55 (slice ax s e (relu X))))
 (let (($x58 (= ?x55 ?x57)))
 (let (($x51 (>= (rank X) 1)))
 (let (($x48 (>= e 1)))
 (let (($x47 (>= s 0)))
 (=> (and (<= s e) $x47 $x48 $x51) $x58))))))) :pattern ( (slice ax s e (relu X)) ) :pattern ( (relu (slice ax s e X)) ) :qid relu_slice))
 )
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x75 (slice ax 0 n1 (concat ax A B))))
 (let (($x76 (= ?x75 A)))
 (let (($x8 (>= (rank B) 1)))
 (let (($x51 (>= (rank A) 1)))
 (let (($x73 (and (= (dim A ax) n1) $x51 $x8)))
 (=> $x73 $x76)))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x93 (slice ax n1 e (concat ax A B))))
 (let (($x94 (= ?x93 B)))
 (let (($x51 (>= (rank B) 1)))
 (let (($x90 (>= (rank A) 1)))
 (let (($x85 (= (dim A ax) n1)))
 (=> (and $x85 (= (dim B ax) (- e n1)) $x90 $x51) $x94)))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x133 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x130 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x134 (= ?x130 ?x133)))
 (let (($x48 (>= sh 1)))
 (let (($x128 (and (>= g 1) $x48 (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x128 $x134)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x185 (dim in_k1 2)))
 (= 3 ?x185)))
(assert
 (let ((?x187 (dim in_k1 3)))
 (= 3 ?x187)))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x189) 4)))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x189 0) sym_n)))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x189 1) sym_c2)))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x189 2) sym_h)))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x189 3) sym_w)))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (rank ?x200) 4)))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x200 0) sym_n2)))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x200 1) sym_c2)))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x200 2) sym_h)))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x200 3) sym_w)))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x189)))
 (= (rank ?x211) 4))))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x189)))
 (= (dim ?x211 0) sym_n))))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x189)))
 (= (dim ?x211 1) sym_c2))))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x189)))
 (= (dim ?x211 2) sym_h))))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x189)))
 (= (dim ?x211 3) sym_w))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x222 (relu ?x200)))
 (= (rank ?x222) 4))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x222 (relu ?x200)))
 (= (dim ?x222 0) sym_n2))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x222 (relu ?x200)))
 (= (dim ?x222 1) sym_c2))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x222 (relu ?x200)))
 (= (dim ?x222 2) sym_h))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x222 (relu ?x200)))
 (= (dim ?x222 3) sym_w))))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x237 (+ sym_n sym_n2)))
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x236 (dim ?x233 0)))
 (= ?x236 ?x237)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (= (rank ?x245) 4))))
(assert
 (let ((?x237 (+ sym_n sym_n2)))
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x248 (dim ?x245 0)))
 (= ?x248 ?x237))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (= (dim ?x245 1) sym_c2))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (= (dim ?x245 2) sym_h))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (= (dim ?x245 3) sym_w))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (= (rank ?x256) 4)))))
(assert
 (let ((?x237 (+ sym_n sym_n2)))
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x259 (dim ?x256 0)))
 (= ?x259 ?x237)))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 1) sym_c2)))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 2) sym_h)))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 3) sym_w)))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (slice 0 0 sym_n ?x256)))
 (= (rank ?x267) 4))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (slice 0 0 sym_n ?x256)))
 (= (dim ?x267 0) sym_n))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (slice 0 0 sym_n ?x256)))
 (= (dim ?x267 1) sym_c2))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (slice 0 0 sym_n ?x256)))
 (= (dim ?x267 2) sym_h))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (slice 0 0 sym_n ?x256)))
 (= (dim ?x267 3) sym_w))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x237 (+ sym_n sym_n2)))
 (let ((?x278 (slice 0 sym_n ?x237 ?x256)))
 (= (rank ?x278) 4)))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x237 (+ sym_n sym_n2)))
 (let ((?x278 (slice 0 sym_n ?x237 ?x256)))
 (= (dim ?x278 0) sym_n2)))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x237 (+ sym_n sym_n2)))
 (let ((?x278 (slice 0 sym_n ?x237 ?x256)))
 (= (dim ?x278 1) sym_c2)))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x237 (+ sym_n sym_n2)))
 (let ((?x278 (slice 0 sym_n ?x237 ?x256)))
 (= (dim ?x278 2) sym_h)))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x237 (+ sym_n sym_n2)))
 (let ((?x278 (slice 0 sym_n ?x237 ?x256)))
 (= (dim ?x278 3) sym_w)))))))
(assert
 (let ((?x233 (concat 0 in_i1 in_i2)))
(let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x233 in_k1)))
(let ((?x256 (relu ?x245)))
(let ((?x237 (+ sym_n sym_n2)))
(let ((?x278 (slice 0 sym_n ?x237 ?x256)))
(let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
(let ((?x222 (relu ?x200)))
(let ((?x267 (slice 0 0 sym_n ?x256)))
(let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x211 (relu ?x189)))
(or (and (distinct ?x211 ?x267) true) (and (distinct ?x222 ?x278) true)))))))))))))
(check-sat)
