; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_idkernel4
; z3 rlimit used: 15023
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x103 (concat ax (relu X) (relu Y))))
 (let ((?x100 (relu (concat ax X Y))))
 (let (($x104 (= ?x100 ?x103)))
 (let (($x96 (= (dim X (+ (+ 1 ax) 5)) (dim Y (+ (+ 1 ax) 5)))))
 (let (($x90 (= (dim X (+ (+ 1 ax) 4)) (dim Y (+ (+ 1 ax) 4)))))
 (let (($x84 (= (dim X (+ (+ 1 ax) 3)) (dim Y (+ (+ 1 ax) 3)))))
 (let (($x78 (= (dim X (+ (+ 1 ax) 2)) (dim Y (+ (+ 1 ax) 2)))))
 (let (($x72 (= (dim X (+ (+ 1 ax) 1)) (dim Y (+ (+ 1 ax) 1)))))
 (let (($x66 (= (dim X (+ (+ 1 ax) 0)) (dim Y (+ (+ 1 ax) 0)))))
 (let (($x59 (=> (> ax 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x52 (=> (> ax 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x45 (=> (> ax 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x38 (=> (> ax 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x31 (=> (> ax 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x25 (=> (> ax 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x7 (>= ax 0)))
 (let (($x98 (and $x7 (>= (- (- (rank X) 1) ax) 0) $x7 (>= (- (- (rank Y) 1) ax) 0) (= ax ax) $x25 $x31 $x38 $x45 $x52 $x59 (= (- (- (rank Y) 1) ax) (- (- (rank X) 1) ax)) (=> (> (- (- (rank X) 1) ax) 0) $x66) (=> (> (- (- (rank X) 1) ax) 1) $x72) (=> (> (- (- (rank X) 1) ax) 2) $x78) (=> (> (- (- (rank X) 1) ax) 3) $x84) (=> (> (- (- (rank X) 1) ax) 4) $x90) (=> (> (- (- (rank X) 1) ax) 5) $x96))))
 (=> $x98 $x104)))))))))))))))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((c Int) (kh Int) (kw Int) )(! (let ((?x137 (idkernel4 c kh kw)))
 (let ((?x127 (relu ?x137)))
 (let (($x136 (= ?x127 ?x137)))
 (let (($x156 (and (>= c 1) (>= kh 1) (>= kw 1))))
 (=> $x156 $x136))))) :pattern ( (relu (idkernel4 c kh kw)) ) :pattern ( (idkernel4 c kh kw) ) :qid relu_idkernel4))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x229 (dim in_k1 2)))
 (= 3 ?x229)))
(assert
 (let ((?x213 (dim in_k1 3)))
 (= 3 ?x213)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x248 (dim ?x210 2)))
 (= 3 ?x248))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x250 (dim ?x210 3)))
 (= 3 ?x250))))
(assert
 (= (rank (relu in_k1)) 4))
(assert
 (= (dim (relu in_k1) 0) sym_c))
(assert
 (= (dim (relu in_k1) 1) sym_c2))
(assert
 (let ((?x252 (relu in_k1)))
 (let ((?x259 (dim ?x252 2)))
 (= 3 ?x259))))
(assert
 (let ((?x252 (relu in_k1)))
 (let ((?x261 (dim ?x252 3)))
 (= 3 ?x261))))
(assert
 (= (rank (concat 1 (idkernel4 sym_c 3 3) (relu in_k1))) 4))
(assert
 (let ((?x252 (relu in_k1)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x263 (concat 1 ?x210 ?x252)))
 (= (dim ?x263 0) sym_c)))))
(assert
 (let ((?x269 (+ sym_c sym_c2)))
 (let ((?x252 (relu in_k1)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x263 (concat 1 ?x210 ?x252)))
 (let ((?x268 (dim ?x263 1)))
 (= ?x268 ?x269)))))))
(assert
 (let ((?x252 (relu in_k1)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x263 (concat 1 ?x210 ?x252)))
 (let ((?x271 (dim ?x263 2)))
 (= 3 ?x271))))))
(assert
 (let ((?x252 (relu in_k1)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x263 (concat 1 ?x210 ?x252)))
 (let ((?x273 (dim ?x263 3)))
 (= 3 ?x273))))))
(assert
 (let ((?x269 (+ sym_c sym_c2)))
 (>= ?x269 0)))
(assert
 (= (rank (concat 1 (idkernel4 sym_c 3 3) in_k1)) 4))
(assert
 (= (dim (concat 1 (idkernel4 sym_c 3 3) in_k1) 0) sym_c))
(assert
 (let ((?x269 (+ sym_c sym_c2)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x276 (concat 1 ?x210 in_k1)))
 (let ((?x281 (dim ?x276 1)))
 (= ?x281 ?x269))))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x276 (concat 1 ?x210 in_k1)))
 (let ((?x283 (dim ?x276 2)))
 (= 3 ?x283)))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x276 (concat 1 ?x210 in_k1)))
 (let ((?x285 (dim ?x276 3)))
 (= 3 ?x285)))))
(assert
 (= (rank (relu (concat 1 (idkernel4 sym_c 3 3) in_k1))) 4))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x276 (concat 1 ?x210 in_k1)))
 (let ((?x287 (relu ?x276)))
 (= (dim ?x287 0) sym_c)))))
(assert
 (let ((?x269 (+ sym_c sym_c2)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x276 (concat 1 ?x210 in_k1)))
 (let ((?x287 (relu ?x276)))
 (let ((?x292 (dim ?x287 1)))
 (= ?x292 ?x269)))))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x276 (concat 1 ?x210 in_k1)))
 (let ((?x287 (relu ?x276)))
 (let ((?x294 (dim ?x287 2)))
 (= 3 ?x294))))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x276 (concat 1 ?x210 in_k1)))
 (let ((?x287 (relu ?x276)))
 (let ((?x296 (dim ?x287 3)))
 (= 3 ?x296))))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
(let ((?x276 (concat 1 ?x210 in_k1)))
(let ((?x287 (relu ?x276)))
(let ((?x252 (relu in_k1)))
(let ((?x263 (concat 1 ?x210 ?x252)))
(and (distinct ?x263 ?x287) true)))))))
(check-sat)
