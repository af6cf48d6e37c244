; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_ones2
; z3 rlimit used: 9873
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
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
 (forall ((a Int) (b Int) )(! (let ((?x182 (ones2 a b)))
 (let ((?x156 (relu ?x182)))
 (let (($x137 (= ?x156 ?x182)))
 (let (($x181 (and (>= a 1) (>= b 1))))
 (=> $x181 $x137))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (concat 1 (relu in_x1) (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (concat 1 (relu in_x1) (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (let ((?x255 (* 2 sym_c)))
 (let ((?x200 (ones2 sym_n sym_c)))
 (let ((?x131 (relu in_x1)))
 (let ((?x249 (concat 1 ?x131 ?x200)))
 (let ((?x254 (dim ?x249 1)))
 (= ?x254 ?x255)))))))
(assert
 (let ((?x200 (ones2 sym_n sym_c)))
 (let ((?x131 (relu in_x1)))
 (let ((?x249 (concat 1 ?x131 ?x200)))
 (let ((?x257 (concat 1 ?x131 ?x249)))
 (= (rank ?x257) 2))))))
(assert
 (let ((?x200 (ones2 sym_n sym_c)))
 (let ((?x131 (relu in_x1)))
 (let ((?x249 (concat 1 ?x131 ?x200)))
 (let ((?x257 (concat 1 ?x131 ?x249)))
 (= (dim ?x257 0) sym_n))))))
(assert
 (let ((?x263 (* 3 sym_c)))
 (let ((?x200 (ones2 sym_n sym_c)))
 (let ((?x131 (relu in_x1)))
 (let ((?x249 (concat 1 ?x131 ?x200)))
 (let ((?x257 (concat 1 ?x131 ?x249)))
 (let ((?x262 (dim ?x257 1)))
 (= ?x262 ?x263))))))))
(assert
 (let ((?x255 (* 2 sym_c)))
 (>= ?x255 0)))
(assert
 (let ((?x263 (* 3 sym_c)))
 (>= ?x263 0)))
(assert
 (= (rank (concat 1 in_x1 (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (concat 1 in_x1 (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (let ((?x255 (* 2 sym_c)))
 (let ((?x200 (ones2 sym_n sym_c)))
 (let ((?x267 (concat 1 in_x1 ?x200)))
 (let ((?x272 (dim ?x267 1)))
 (= ?x272 ?x255))))))
(assert
 (let ((?x200 (ones2 sym_n sym_c)))
 (let ((?x267 (concat 1 in_x1 ?x200)))
 (let ((?x274 (concat 1 in_x1 ?x267)))
 (= (rank ?x274) 2)))))
(assert
 (let ((?x200 (ones2 sym_n sym_c)))
 (let ((?x267 (concat 1 in_x1 ?x200)))
 (let ((?x274 (concat 1 in_x1 ?x267)))
 (= (dim ?x274 0) sym_n)))))
(assert
 (let ((?x263 (* 3 sym_c)))
 (let ((?x200 (ones2 sym_n sym_c)))
 (let ((?x267 (concat 1 in_x1 ?x200)))
 (let ((?x274 (concat 1 in_x1 ?x267)))
 (let ((?x279 (dim ?x274 1)))
 (= ?x279 ?x263)))))))
(assert
 (let ((?x200 (ones2 sym_n sym_c)))
 (let ((?x267 (concat 1 in_x1 ?x200)))
 (let ((?x274 (concat 1 in_x1 ?x267)))
 (let ((?x281 (relu ?x274)))
 (= (rank ?x281) 2))))))
(assert
 (let ((?x200 (ones2 sym_n sym_c)))
 (let ((?x267 (concat 1 in_x1 ?x200)))
 (let ((?x274 (concat 1 in_x1 ?x267)))
 (let ((?x281 (relu ?x274)))
 (= (dim ?x281 0) sym_n))))))
(assert
 (let ((?x263 (* 3 sym_c)))
 (let ((?x200 (ones2 sym_n sym_c)))
 (let ((?x267 (concat 1 in_x1 ?x200)))
 (let ((?x274 (concat 1 in_x1 ?x267)))
 (let ((?x281 (relu ?x274)))
 (let ((?x286 (dim ?x281 1)))
 (= ?x286 ?x263))))))))
(assert
 (let ((?x200 (ones2 sym_n sym_c)))
(let ((?x267 (concat 1 in_x1 ?x200)))
(let ((?x274 (concat 1 in_x1 ?x267)))
(let ((?x281 (relu ?x274)))
(let ((?x131 (relu in_x1)))
(let ((?x249 (concat 1 ?x131 ?x200)))
(let ((?x257 (concat 1 ?x131 ?x249)))
(and (distinct ?x257 ?x281) true)))))))))
(check-sat)
