// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/sem_fin_point_coord_uniform.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main
//semantic main.k : POINTCOORD
//semantic offset : POINTCOORD
//var float4 k : POINTCOORD : _k1 : 0 : 1
//var float2 offset : POINTCOORD : _offset : -1 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

precision mediump float;

vec4 _ret_0;
uniform vec4 _k1;
varying vec4 COL0;
uniform vec2 _offset;

 // main procedure, the original name was main
void main()
{


    _ret_0 = COL0*_k1 + _offset.xyxy;
    gl_FragColor = _ret_0;
    return;
} // main end
